import { expect, type Locator, type Page } from '@playwright/test';
import { returningVisitor, seedLocalStorage } from '../support/browser-storage';
import { emulatorControl, type EmulatorControl } from '../support/emulator-control';
import { ConnectPopover } from './connect-popover';
import { ConnectionStatusPanel } from './connection-status';

/** The `common:errors.*` and `common:connection.*` texts (en-US) the failure tests expect. */
export const FAILURE_TEXTS = {
  connected: 'Connected',
  offline: 'Device offline',
  failed: 'Connection failed',
  reconnecting: "Reconnecting to the device's event stream\u2026",
  keyInvalid: 'A connection key has 5 to 64 letters and digits.',
  deviceNotConnected: 'The device is not connected. Check that it is switched on and online.',
  deviceTimeout: 'The device did not answer in time.',
  http: (message: string) => `The server answered with an error: ${message}`,
  unauthorized: 'The application key was refused. Check it in the developer settings.',
} as const;

/**
 * The live device as a person sees it while things go wrong: the header's connect button and
 * popover, the `/hamp` page's connection line and its Start / Stop controls, and the notifications.
 */
export class FailuresPage {
  readonly popover: ConnectPopover;
  readonly status: ConnectionStatusPanel;
  /** The header's connect button; its `data-status` is the connection status. */
  readonly headerButton: Locator;
  /** The connection state word in the page's connection line ("Connected", "Device offline" …). */
  readonly connectionState: Locator;
  readonly startButton: Locator;
  readonly stopButton: Locator;
  /** The notifications region (bottom right). */
  readonly notifications: Locator;

  /** `emulator`: the one the app is pointed at (the build's unless a spec needs its own). */
  constructor(
    readonly page: Page,
    private readonly emulator: EmulatorControl = emulatorControl,
  ) {
    this.popover = new ConnectPopover(page);
    this.status = new ConnectionStatusPanel(page);
    this.headerButton = this.popover.button;
    const main = page.getByRole('main');
    this.connectionState = main.getByTestId('connection-state');
    this.startButton = main.getByRole('button', { name: 'Start', exact: true });
    this.stopButton = main.getByRole('button', { name: 'Stop', exact: true });
    this.notifications = page.getByRole('region', { name: /^Notifications/ });
  }

  /** Opens `/hamp` (with `?k=` when `key` is given) as a returning visitor (no device selection). */
  async open(key?: string): Promise<void> {
    await seedLocalStorage(
      this.page,
      returningVisitor({ apiBaseUrl: this.emulator.settingsApiBase }),
    );
    await this.page.goto(key === undefined ? '/hamp' : `/hamp?k=${key}`);
    await expect(
      this.page.getByRole('heading', { level: 1, name: 'Automatic stroking (HAMP)' }),
    ).toBeVisible();
  }

  /** Connects from the header's popover, with `key` typed in first when given, and closes it. */
  async connect(key?: string): Promise<void> {
    await this.popover.connect(key);
  }

  /** The app shows the device connected, in the header and on the page. */
  async expectConnected(): Promise<void> {
    await expect(this.headerButton).toHaveAttribute('data-status', 'connected');
    await expect(this.connectionState).toHaveText(FAILURE_TEXTS.connected);
  }

  /** Opens `/hamp?k=key`, connects and waits until the app says connected. */
  async openConnected(key: string): Promise<void> {
    await this.open(key);
    await this.connect();
    await this.expectConnected();
    await this.popover.close();
  }

  /** The app is not stuck connecting: the header button settles on a status other than that. */
  async expectSettled(): Promise<void> {
    await expect(this.headerButton).not.toHaveAttribute('data-status', 'connecting');
  }

  /** A notification with exactly this message. */
  notification(message: string): Locator {
    return this.notifications.getByText(message, { exact: true });
  }

  /** Dismisses every notification shown, so that the next one is read on its own. */
  async dismissNotifications(): Promise<void> {
    const close = this.notifications.getByRole('button', { name: 'Dismiss' });
    while ((await close.count()) > 0) await close.first().click();
  }

  /** The "reconnecting to the event stream" notice of the page's connection line. */
  get reconnecting(): Locator {
    return this.status.root.getByText(FAILURE_TEXTS.reconnecting);
  }

  /**
   * Proves the next command works: Start makes the emulated device stroke, Stop ends it, as the
   * emulator itself reports.
   */
  async expectHampStartWorks(key: string): Promise<void> {
    await this.startButton.click();
    await expect.poll(async () => (await this.emulator.device(key)).hamp.play_state).toBe(1);
    await this.stopButton.click();
    await expect.poll(async () => (await this.emulator.device(key)).hamp.play_state).toBe(0);
  }
}
