import { AppShell } from '../pages/app-shell';
import { QuickConnectPage } from '../pages/quick-connect-page';
import { deviceFaults, emulatorControl } from '../support/emulator-control';
import { expect, test } from '../support/test';

test.describe('quick connect against the emulator', () => {
  // Faults go on the test's own device: other tests run beside these.
  const faults = deviceFaults();
  test.afterEach(faults.clearAll);

  test('the demo URL connects and HAMP makes the emulated slider stroke', async ({ page }) => {
    const app = new QuickConnectPage(page);
    await app.open('?k=E2eDemoKey1');
    await app.popover.open();
    await expect(app.keyInput).toHaveValue('E2eDemoKey1');
    await app.check();
    await expect(app.connectedFact).toHaveText('Connected');
    await expect(app.firmware).not.toBeEmpty();
    await app.popover.close();

    await app.startButton.click();
    await expect(app.hampState).toHaveText('Stroking');
    await app.setSpeed(50);
    await expect
      .poll(async () => (await emulatorControl.device('E2eDemoKey1')).hamp.velocity)
      .toBeCloseTo(0.5, 2);

    // Let the slider run, then read a second of its positions: they must move and stay in the zone.
    const device = await emulatorControl.deviceAfter('E2eDemoKey1', 500);
    const positions = device.timeline.positionsMm;
    expect(device.hamp.play_state).toBe(1);
    expect(Math.max(...positions) - Math.min(...positions)).toBeGreaterThan(20);
    for (const p of positions) {
      expect(p).toBeGreaterThanOrEqual(device.stroke.min_absolute - 0.001);
      expect(p).toBeLessThanOrEqual(device.stroke.max_absolute + 0.001);
    }

    await app.stopButton.click();
    await expect(app.hampState).toHaveText('Stopped');
    expect((await emulatorControl.device('E2eDemoKey1')).hamp.play_state).toBe(0);
  });

  test('a malformed key is refused before any request', async ({ page }) => {
    const app = new QuickConnectPage(page);
    await app.open();
    const requests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/handy-rest/v3/')) requests.push(request.url());
    });
    await app.check('abc');
    await expect(app.alert).toHaveText('A connection key has 5 to 64 letters and digits.');
    await app.keyInput.fill('');
    await app.popover.connectButton.click();
    await expect(app.alert).toHaveText('Connection key is required');
    expect(requests).toEqual([]);
  });

  test('an offline device says so', async ({ page }) => {
    await emulatorControl.createDevice({ connectionKey: 'E2eOffline1', online: false });
    const app = new QuickConnectPage(page);
    await app.open('?k=E2eOffline1');
    await app.check();
    await expect(app.connectedFact).toHaveText('Device offline');
    await expect(app.alert).toHaveText(
      'The device is not connected. Check that it is switched on and online.',
    );
  });

  test('a server error is shown as a specific message and the next try works', async ({ page }) => {
    const app = new QuickConnectPage(page);
    await app.open();
    await emulatorControl.createDevice({ connectionKey: 'E2eFaulty01' });
    await faults.set('E2eFaulty01', { errorRate: 1, errorStatus: 503 });
    await app.check('E2eFaulty01');
    await expect(app.alert).toContainText('Service Unavailable');
    await emulatorControl.clearDeviceFaults('E2eFaulty01');
    await app.check();
    await expect(app.connectedFact).toHaveText('Connected');
    await expect(app.alert).toHaveCount(0);
  });

  test('the page is usable at 360 px and switches language', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    const app = new QuickConnectPage(page);
    await app.open();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    // On a phone the language picker is in the menu.
    await new AppShell(page).chooseLanguage('Norsk');
    await expect(page.getByRole('button', { name: 'Koble til', exact: true })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('button', { name: 'Koble til', exact: true })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'nb-NO');
  });
});
