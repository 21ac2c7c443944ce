import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { preferencesStore } from '../../../preferences/preferences-instance';
import type * as Ui from '../../../ui';
import { renderWithTexts, resetSettingsEnvironment } from '../test-support';
import { DeviceSection } from './device-section';

// The real list hands back only its own options (`ui/select.tsx`), so no person can choose
// anything else; a stand-in that can shows what the section does if a value ever does arrive.
vi.mock('../../../ui', async (importOriginal) => ({
  ...(await importOriginal<typeof Ui>()),
  Select: ({ onValueChange }: { onValueChange: (value: string) => void }) => (
    <button type="button" onClick={() => onValueChange('handy-2')}>
      Choose a device Glide does not know
    </button>
  ),
}));

beforeEach(resetSettingsEnvironment);

describe('DeviceSection with a device that is neither The Handy nor the Oh', () => {
  it('says Unknown device and changes nothing (spec §4)', async () => {
    const user = userEvent.setup();
    await renderWithTexts(<DeviceSection />);
    const before = preferencesStore().get();
    await user.click(screen.getByRole('button', { name: 'Choose a device Glide does not know' }));
    expect(screen.getByRole('alert').textContent).toBe('Unknown device');
    expect(preferencesStore().get()).toBe(before);
  });
});
