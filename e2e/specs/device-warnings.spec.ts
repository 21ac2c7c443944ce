import { ConnectionStatusPanel } from '../pages/connection-status';
import { EmergencyStop } from '../pages/emergency-stop';
import { emulatorControl } from '../support/emulator-control';
import { expect, test } from '../support/test';

test.describe('warnings the device raises', () => {
  test('heat, low memory and a device error each show once as a notification and in the status', async ({
    page,
  }) => {
    const key = 'E2eWarnings01';
    const shell = new EmergencyStop(page);
    await shell.arrive({ connectionKey: key, linkedKeys: [] });
    await shell.openConnected('/hamp', key);
    const status = new ConnectionStatusPanel(page);
    const region = shell.shell.notifications;

    await emulatorControl.call('PUT', `/devices/${key}/temperature`, { motorTempC: 80 });
    const hot = 'The motor is hot. Let the device rest before you go on.';
    await expect(region.getByText(hot)).toHaveCount(1);
    await expect(status.root.locator('[data-warning="temperatureHigh"]')).toHaveText(hot);

    await emulatorControl.call('POST', `/devices/${key}/low-memory`, {
      level: 'error',
      availableHeap: 1024,
      largestFreeBlock: 512,
      discardedMsgSize: 300,
    });
    const memory =
      'The device ran out of memory and dropped a command. Send less at once, or restart the device.';
    await expect(region.getByText(memory)).toHaveCount(1);
    await expect(status.root.locator('[data-warning="lowMemory"]')).toHaveText(memory);

    await emulatorControl.call('POST', `/devices/${key}/device-error`, {
      code: 7,
      message: 'Motor stalled',
    });
    const failure = 'The device reported error 7: Motor stalled';
    await expect(region.getByText(failure)).toHaveCount(1);
    await expect(status.root.locator('[data-warning="deviceError"]')).toHaveText(failure);
    // The header's connection button flags it too.
    await expect(page.getByRole('banner').getByTestId('device-attention')).toBeVisible();

    // The region and every announcement are in words, never a raw placeholder.
    await expect(region).toHaveAccessibleName(/^Notifications \(F8\)$/);
    const announced = await page.locator('[aria-live]').allTextContents();
    expect(announced.join(' ')).not.toContain('{');
  });
});
