import { expect, type Locator, type Page } from '@playwright/test';
import { ConnectPopover } from './connect-popover';
import { DeviceSelectionPage } from './device-selection-page';

/**
 * The `/beatbox` screen: the beat's name, its grid, the transport and the panels (motion,
 * settings, library, playlist) and the files.
 */
export class BeatboxPage {
  readonly popover: ConnectPopover;
  readonly heading: Locator;
  readonly connectFirst: Locator;
  readonly grid: Locator;
  readonly name: Locator;
  readonly saveButton: Locator;
  readonly playButton: Locator;
  readonly stopButton: Locator;
  readonly timePerStep: Locator;
  readonly playlistEntries: Locator;
  readonly importInput: Locator;
  readonly importMessage: Locator;
  readonly pauseReason: Locator;

  constructor(readonly page: Page) {
    this.popover = new ConnectPopover(page);
    const main = page.getByRole('main');
    this.heading = main.getByRole('heading', { level: 1 });
    this.connectFirst = main.getByTestId('beatbox-connect');
    this.grid = main.getByRole('grid');
    this.name = main.getByTestId('beatbox-name');
    this.saveButton = main.getByTestId('beatbox-save');
    this.playButton = main.getByTestId('beatbox-play');
    this.stopButton = main.getByTestId('beatbox-stop');
    this.timePerStep = main.getByTestId('beatbox-time-per-cell');
    this.playlistEntries = main.getByTestId('beatbox-playlist-entry');
    this.importInput = main.getByTestId('beatbox-import-input');
    this.importMessage = main.getByTestId('beatbox-import-message');
    this.pauseReason = main.getByTestId('player-pause-reason');
  }

  /** Opens `/beatbox` with `query`, choosing The Handy on the way when device selection asks. */
  async open(query = ''): Promise<void> {
    await this.page.goto(`/beatbox${query}`);
    await expect(this.page.getByRole('heading', { level: 1 })).toBeVisible();
    const selection = new DeviceSelectionPage(this.page);
    if (await selection.heading.isVisible()) await selection.choose('handy');
    await expect(this.heading).toHaveText('Beatbox');
  }

  /** Connects with the key already in the field (from `?k=`) and waits for the device. */
  async connect(): Promise<void> {
    await this.popover.connect();
    await expect(this.popover.button).toHaveAttribute('data-status', 'connected');
    await this.popover.close();
    await expect(this.connectFirst).toHaveCount(0);
  }

  /** Opens a panel ("Library", "Playlist", "Grid and motion", "Motion") if it is closed. */
  async openPanel(title: string): Promise<void> {
    const toggle = this.page.getByRole('main').getByRole('button', { name: title, exact: true });
    if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  }

  /** Opens a built-in beat by its name. */
  async openPreset(name: string): Promise<void> {
    await this.openPanel('Library');
    await this.page.getByRole('main').getByRole('button', { name, exact: true }).click();
    await expect(this.name).toHaveValue(name);
  }

  /** The cell at `row` (0 = top) and `column` (0 = first step). */
  cell(row: number, column: number): Locator {
    return this.grid.getByRole('row').nth(row).getByRole('gridcell').nth(column);
  }

  /** Which cells are on, row by row, as `#` and `.`. */
  async pattern(): Promise<string[]> {
    return this.grid
      .getByRole('row')
      .evaluateAll((rows) =>
        rows.map((row) =>
          [...row.querySelectorAll('[role="gridcell"]')]
            .map((cell) => (cell.getAttribute('aria-selected') === 'true' ? '#' : '.'))
            .join(''),
        ),
      );
  }

  /** Drags the pointer across row `row` from `fromColumn` to `toColumn` (paints or erases). */
  async dragRow(row: number, fromColumn: number, toColumn: number): Promise<void> {
    await this.cell(row, fromColumn).scrollIntoViewIfNeeded();
    const start = await this.cell(row, fromColumn).boundingBox();
    const end = await this.cell(row, toColumn).boundingBox();
    if (!start || !end) throw new Error('the grid is not on screen');
    const y = start.y + start.height / 2;
    await this.page.mouse.move(start.x + start.width / 2, y);
    await this.page.mouse.down();
    await this.page.mouse.move(end.x + end.width / 2, y, { steps: 12 });
    await this.page.mouse.up();
  }

  /** The name of the playlist entry marked as playing, if any. */
  async playingEntry(): Promise<string | undefined> {
    const current = this.playlistEntries.and(this.page.locator('[aria-current="true"]'));
    if ((await current.count()) === 0) return undefined;
    return (await current.getByTestId('beatbox-playlist-name').textContent()) ?? undefined;
  }
}
