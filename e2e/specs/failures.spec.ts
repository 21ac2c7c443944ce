import { FAILURE_TEXTS, FailuresPage } from '../pages/failures';
import { SettingsPage } from '../pages/settings-page';
import { deviceFaults, emulatorControl } from '../support/emulator-control';
import { expect, test } from '../support/test';

/** A device's own faults (`PUT /control/devices/:key/faults`): other tests run beside these. */
const faults = deviceFaults();

/** Switches an emulated device on or off the network (`PATCH /control/devices/:key`). */
async function setOnline(key: string, online: boolean): Promise<void> {
  await emulatorControl.call('PATCH', `/devices/${key}`, { online });
}

// Spec §8: failure is part of the feature. Each case shows its own message, keeps the UI true,
// never stays "connecting", and the next command works once the cause is gone.
test.describe('live device failures against the emulator', () => {
  test.afterEach(faults.clearAll);

  test('a dropped event stream is opened again by itself and the next command works', async ({
    page,
  }) => {
    const key = 'E2eFailDrop1';
    const streams: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.endsWith('/sse')) streams.push(request.url());
    });
    const app = new FailuresPage(page);
    await app.openConnected(key);
    const opened = streams.length;
    expect(opened).toBeGreaterThan(0);

    await faults.set(key, { sseDropNow: true });
    await expect.poll(() => streams.length).toBeGreaterThan(opened);
    await app.expectConnected();
    await expect(app.reconnecting).toBeHidden();
    await app.expectHampStartWorks(key);
  });

  test('while the event stream cannot be opened again the app says it is reconnecting, then recovers', async ({
    page,
  }) => {
    const key = 'E2eFailDrop2';
    const app = new FailuresPage(page);
    await app.openConnected(key);

    // The stream drops and every attempt to open it again is refused, until the faults are gone.
    await faults.set(key, { errorRate: 1, errorStatus: 503, sseDropNow: true });
    await expect(app.reconnecting).toBeVisible();
    await app.expectSettled();

    await emulatorControl.clearDeviceFaults(key);
    // The SDK's backoff may wait a few seconds before its next attempt.
    await expect(app.reconnecting).toBeHidden({ timeout: 15_000 });
    await app.expectConnected();
    await app.expectHampStartWorks(key);
  });

  test('a 503 on every call is shown as the server error, and the next start works', async ({
    page,
  }) => {
    const key = 'E2eFail503a';
    const app = new FailuresPage(page);
    await app.openConnected(key);

    await faults.set(key, { errorRate: 1, errorStatus: 503 });
    await app.startButton.click();
    await expect(app.notification(FAILURE_TEXTS.http('Service Unavailable'))).toBeVisible();
    // The device itself is still connected and was never started.
    await app.expectConnected();
    expect((await emulatorControl.device(key)).hamp.play_state).toBe(0);

    await emulatorControl.clearDeviceFaults(key);
    await app.dismissNotifications();
    await app.expectHampStartWorks(key);
    await expect(app.notifications.getByText(/./)).toHaveCount(0);
  });

  test('a device timeout says the device did not answer in time, then recovers', async ({
    page,
  }) => {
    const key = 'E2eFailTimeout1';
    const app = new FailuresPage(page);
    await app.openConnected(key);

    await faults.set(key, { deviceTimeout: true, deviceTimeoutDelayMs: 300 });
    await app.startButton.click();
    await expect(app.notification(FAILURE_TEXTS.deviceTimeout)).toBeVisible();
    await app.expectConnected();
    expect((await emulatorControl.device(key)).hamp.play_state).toBe(0);

    await emulatorControl.clearDeviceFaults(key);
    await app.dismissNotifications();
    await app.expectHampStartWorks(key);
  });

  test('a device going offline is shown at once, and it reconnects by itself when back', async ({
    page,
  }) => {
    const key = 'E2eFailOffline1';
    const app = new FailuresPage(page);
    await app.openConnected(key);

    await setOnline(key, false);
    await expect(app.connectionState).toHaveText(FAILURE_TEXTS.offline);
    await expect(app.headerButton).toHaveAttribute('data-status', 'disconnected');
    await expect(app.status.root).toContainText(FAILURE_TEXTS.deviceNotConnected);
    // Nothing can be started on a device that is not there.
    await expect(app.startButton).toBeDisabled();

    await setOnline(key, true);
    await app.expectConnected();
    await app.expectHampStartWorks(key);
  });

  test('a malformed key is refused with its message and nothing stays connecting', async ({
    page,
  }) => {
    const app = new FailuresPage(page);
    await app.open();
    await app.connect('bad-key!');
    await expect(app.popover.alert).toHaveText(FAILURE_TEXTS.keyInvalid);
    await expect(app.headerButton).toHaveAttribute('data-status', 'error');
    await expect(app.connectionState).toHaveText(FAILURE_TEXTS.failed);

    await app.popover.keyInput.fill('E2eFailFixed1');
    await app.popover.connectButton.click();
    await app.expectConnected();
    await app.popover.close();
    await app.expectHampStartWorks('E2eFailFixed1');
  });

  test('a well-formed key of an offline device says so, and connects once it is online', async ({
    page,
  }) => {
    const key = 'E2eFailAbsent1';
    await emulatorControl.createDevice({ connectionKey: key, online: false });
    const app = new FailuresPage(page);
    await app.open();
    await app.connect(key);
    await expect(app.popover.alert).toHaveText(FAILURE_TEXTS.deviceNotConnected);
    await expect(app.connectionState).toHaveText(FAILURE_TEXTS.offline);
    await expect(app.headerButton).toHaveAttribute('data-status', 'disconnected');
    await app.popover.close();

    await setOnline(key, true);
    await app.expectConnected();
    await app.expectHampStartWorks(key);
  });

  test('a rejected application key says so, and the right key connects again', async ({ page }) => {
    const key = 'E2eFailBadApp1';
    const app = new FailuresPage(page);
    await app.open();
    const settings = new SettingsPage(page);
    await settings.open();
    const buildKey = await settings.applicationKey.inputValue();
    expect(buildKey).not.toBe('');
    await settings.retype(settings.applicationKey, 'not-a-glide-app-key');

    await page.goto(`/hamp?k=${key}`);
    await app.connect();
    await expect(app.popover.alert).toHaveText(FAILURE_TEXTS.unauthorized);
    await app.expectSettled();

    await settings.open();
    await settings.retype(settings.applicationKey, buildKey);
    await page.goto(`/hamp?k=${key}`);
    await app.connect();
    await app.expectConnected();
    await app.popover.close();
    await app.expectHampStartWorks(key);
  });
});
