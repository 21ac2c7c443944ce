import { expect, type Locator, type Page } from '@playwright/test';
import { ConnectPopover } from './connect-popover';
import { ConnectionStatusPanel } from './connection-status';

/** `/configure`: the device's own settings, one card (a labelled region) per setting. */
export class ConfigurePage {
  readonly popover: ConnectPopover;
  readonly connection: ConnectionStatusPanel;
  readonly heading: Locator;
  /** The connection state the page shows ("Connected", "Device offline", …). */
  readonly connectedFact: Locator;
  readonly offsetCard: Locator;
  readonly offsetField: Locator;
  readonly offsetCurrent: Locator;
  readonly setOffsetButton: Locator;
  readonly radiosCard: Locator;
  readonly wifiSwitch: Locator;
  readonly bluetoothSwitch: Locator;
  readonly bluetoothState: Locator;
  readonly clockCard: Locator;
  readonly syncDeviceClockButton: Locator;
  readonly syncBrowserClockButton: Locator;
  readonly deviceClockRoundTrip: Locator;
  readonly browserClockLastSync: Locator;
  readonly rebootCard: Locator;
  readonly rebootButton: Locator;
  readonly rebootProgress: Locator;
  readonly statisticsCard: Locator;
  readonly statisticsList: Locator;
  readonly refreshStatisticsButton: Locator;
  readonly capabilitiesCard: Locator;
  readonly capabilitiesList: Locator;
  readonly confirmDialog: Locator;

  constructor(readonly page: Page) {
    this.popover = new ConnectPopover(page);
    this.connection = new ConnectionStatusPanel(page);
    const main = page.getByRole('main');
    this.heading = main.getByRole('heading', { level: 1, name: 'Configure device' });
    this.connectedFact = main.getByTestId('connection-state');
    this.offsetCard = main.getByRole('region', { name: 'User time offset' });
    this.offsetField = this.offsetCard.getByLabel('Time offset (ms)');
    this.offsetCurrent = this.offsetCard.getByTestId('time-offset-current');
    this.setOffsetButton = this.offsetCard.getByRole('button', { name: 'Set offset' });
    this.radiosCard = main.getByRole('region', { name: 'Wi-Fi and Bluetooth' });
    this.wifiSwitch = this.radiosCard.getByRole('switch', { name: 'Wi-Fi radio' });
    this.bluetoothSwitch = this.radiosCard.getByRole('switch', { name: 'Bluetooth radio' });
    this.bluetoothState = this.radiosCard.getByTestId('ble-state');
    this.clockCard = main.getByRole('region', { name: 'Clock sync' });
    this.syncDeviceClockButton = this.clockCard.getByRole('button', {
      name: 'Sync device clock now',
    });
    this.syncBrowserClockButton = this.clockCard.getByRole('button', {
      name: 'Sync browser clock now',
    });
    this.deviceClockRoundTrip = this.clockCard.getByTestId('device-clock-rtd');
    this.browserClockLastSync = this.clockCard.getByTestId('client-clock-last-sync');
    this.rebootCard = main.getByRole('region', { name: 'Restart' });
    this.rebootButton = this.rebootCard.getByRole('button', { name: 'Restart device' });
    this.rebootProgress = this.rebootCard.getByTestId('reboot-progress');
    this.statisticsCard = main.getByRole('region', { name: 'Statistics' });
    this.statisticsList = this.statisticsCard.getByTestId('statistics-list');
    this.refreshStatisticsButton = this.statisticsCard.getByRole('button', {
      name: 'Refresh statistics',
    });
    this.capabilitiesCard = main.getByRole('region', { name: 'Capabilities' });
    this.capabilitiesList = this.capabilitiesCard.getByTestId('capabilities-list');
    this.confirmDialog = page.getByRole('alertdialog');
  }

  /** Opens `/configure` (device selection must be done already). */
  async open(): Promise<void> {
    await this.page.goto('/configure');
    await expect(this.heading).toBeVisible();
  }

  /** Connects `key` from the header's popover and waits until the page shows it connected. */
  async connect(key: string): Promise<void> {
    await this.popover.connect(key);
    await expect(this.connectedFact).toHaveText('Connected');
    await this.popover.close();
  }

  /** Types `offsetMs` into the offset field and sets it. */
  async setOffset(offsetMs: number): Promise<void> {
    await this.offsetField.fill(String(offsetMs));
    await this.setOffsetButton.click();
  }

  /** The shown value of a fact in a list, by its label. */
  fact(list: Locator, label: string): Locator {
    return list.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]');
  }

  /** Restarts the device, confirming the dialog. */
  async reboot(): Promise<void> {
    await this.rebootButton.click();
    await expect(this.confirmDialog).toBeVisible();
    await this.confirmDialog.getByRole('button', { name: 'Restart device' }).click();
  }
}
