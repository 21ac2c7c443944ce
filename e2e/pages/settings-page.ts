import { expect, type Locator, type Page } from '@playwright/test';

/** The texts the settings page model finds its controls by, in the languages the tests use. */
export const SETTINGS_TEXTS = {
  en: {
    title: 'Settings',
    contents: 'Settings sections',
    darkMode: 'Dark mode',
    language: 'Language of the app',
    raiseTop: 'Raise the top',
    strokeStep: 'Stroke step per key press (%)',
    lowestSpeed: 'Lowest speed (%)',
    baseUrl: 'API base address',
    applicationKey: 'Application key',
    useEmulator: 'Use the emulator',
    testConnection: 'Test connection',
    developer: 'Developer',
    developerMode: 'Developer mode',
    resetAll: 'Reset all settings…',
    resetDialog: 'Reset all settings?',
    confirmReset: 'Reset',
    cancelReset: 'Cancel',
  },
  de: {
    title: 'Einstellungen',
    contents: 'Bereiche der Einstellungen',
    darkMode: 'Dunkles Design',
    language: 'Sprache der App',
    raiseTop: 'Oberes Ende anheben',
    strokeStep: 'Hub-Schritt pro Tastendruck (%)',
    lowestSpeed: 'Niedrigste Geschwindigkeit (%)',
    baseUrl: 'API-Basisadresse',
    applicationKey: 'Anwendungsschlüssel',
    useEmulator: 'Emulator verwenden',
    testConnection: 'Verbindung testen',
    developer: 'Entwickler',
    developerMode: 'Entwicklermodus',
    resetAll: 'Alle Einstellungen zurücksetzen …',
    resetDialog: 'Alle Einstellungen zurücksetzen?',
    confirmReset: 'Zurücksetzen',
    cancelReset: 'Abbrechen',
  },
} as const;

/** The texts of one language. */
export type SettingsTexts = (typeof SETTINGS_TEXTS)[keyof typeof SETTINGS_TEXTS];

/** `/settings`, as a person uses it: by the labels on screen. */
export class SettingsPage {
  readonly heading: Locator;
  readonly contents: Locator;
  readonly darkMode: Locator;
  readonly language: Locator;
  readonly strokeStep: Locator;
  readonly lowestSpeed: Locator;
  readonly baseUrl: Locator;
  readonly applicationKey: Locator;
  readonly useEmulator: Locator;
  readonly testConnection: Locator;
  readonly developerMode: Locator;
  readonly resetAll: Locator;
  readonly resetDialog: Locator;

  constructor(
    readonly page: Page,
    readonly texts: SettingsTexts = SETTINGS_TEXTS.en,
  ) {
    this.heading = page.getByRole('heading', { level: 1, name: texts.title });
    this.contents = page.getByRole('navigation', { name: texts.contents });
    this.darkMode = page.getByRole('switch', { name: texts.darkMode });
    this.language = page.getByRole('combobox', { name: texts.language });
    this.strokeStep = page.getByLabel(texts.strokeStep);
    this.lowestSpeed = page.getByLabel(texts.lowestSpeed);
    this.baseUrl = page.getByLabel(texts.baseUrl);
    this.applicationKey = page.getByLabel(texts.applicationKey);
    this.useEmulator = page.getByRole('button', { name: texts.useEmulator });
    // The developer section's: the Stash library's section has a test of its own.
    this.testConnection = page
      .getByRole('region', { name: texts.developer })
      .getByRole('button', { name: texts.testConnection });
    this.developerMode = page.getByRole('switch', { name: texts.developerMode });
    this.resetAll = page.getByRole('button', { name: texts.resetAll });
    this.resetDialog = page.getByRole('alertdialog', { name: texts.resetDialog });
  }

  async open(): Promise<void> {
    await this.page.goto('/settings');
    await expect(this.heading).toBeVisible();
  }

  /** The same page in another language (after switching). */
  in(texts: SettingsTexts): SettingsPage {
    return new SettingsPage(this.page, texts);
  }

  /** The key button of the "raise the top" action; its name ends with the bound key. */
  get raiseTopKey(): Locator {
    return this.page.getByRole('button', { name: new RegExp(`^${this.texts.raiseTop}\\s*: `) });
  }

  /** Binds a key the way a person does: focus the action's button, press the key. */
  async bindRaiseTop(key: string): Promise<void> {
    await this.raiseTopKey.focus();
    await this.page.keyboard.press(key);
  }

  /** A section by its heading, as a landmark region. */
  section(name: string): Locator {
    return this.page.getByRole('region', { name });
  }

  /** The message tied to a field (`aria-describedby`), as assistive technology reads it. */
  async messageOf(field: Locator): Promise<string> {
    return field.evaluate((element) =>
      (element.getAttribute('aria-describedby') ?? '')
        .split(/\s+/)
        .map((id) => document.getElementById(id)?.textContent?.trim() ?? '')
        .filter((text) => text !== '')
        .join(' '),
    );
  }

  async chooseLanguage(label: string): Promise<void> {
    await this.language.click();
    await this.page.getByRole('option', { name: label }).click();
  }

  /** Replaces a field's text as typed by a person (every keystroke is a change). */
  async retype(field: Locator, text: string): Promise<void> {
    await field.fill('');
    await field.pressSequentially(text);
  }

  /** The settings as stored in this browser (the app's own blob). */
  async storedPreferences(): Promise<unknown> {
    return this.page.evaluate(() => {
      const raw = window.localStorage.getItem('glide.preferences');
      return raw === null ? null : (JSON.parse(raw) as unknown);
    });
  }
}
