import { useId, useState } from 'react';
import { cleanup, render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DisclosureButton, type DisclosureButtonProps } from './disclosure-button';

afterEach(cleanup);

function Details({ sign }: { sign?: DisclosureButtonProps['sign'] }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <>
      <DisclosureButton
        className="details-toggle"
        open={open}
        onOpenChange={setOpen}
        controls={id}
        sign={sign}
        signClassName="details-sign"
      >
        Details
      </DisclosureButton>
      <dl id={id} hidden={!open} data-testid="facts">
        <dt>Firmware</dt>
        <dd>4.2.2</dd>
      </dl>
    </>
  );
}

describe('DisclosureButton', () => {
  it('shows and hides the part it controls, and says which', async () => {
    render(<Details />);
    const button = screen.getByRole('button', { name: 'Details' });
    const facts = screen.getByTestId('facts');
    expect(button).toHaveAttribute('type', 'button');
    expect(button).toHaveClass('details-toggle');
    expect(button).toHaveAttribute('aria-controls', facts.id);
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(facts).not.toBeVisible();

    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(facts).toBeVisible();

    button.focus();
    await userEvent.keyboard('{Enter}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await userEvent.keyboard(' ');
    expect(button).toHaveAttribute('aria-expanded', 'true');
  });

  it('keeps its sign out of its name: a triangle before the label, a chevron after it', async () => {
    const { unmount } = render(<Details sign="triangle" />);
    const triangle = screen.getByRole('button', { name: 'Details' });
    expect(triangle).toHaveTextContent(/^▸Details$/);
    await userEvent.click(triangle);
    expect(triangle).toHaveTextContent(/^▾Details$/);
    expect(screen.getByText('▾')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByText('▾')).toHaveClass('details-sign');
    unmount();

    render(<Details sign="chevron" />);
    const chevron = screen.getByRole('button', { name: 'Details' });
    expect(chevron).toHaveTextContent(/^Details▾$/);
    await userEvent.click(chevron);
    expect(chevron).toHaveTextContent(/^Details▴$/);
  });

  it('draws no sign unless asked, and leaves a part that is not in the page unnamed', () => {
    const onOpenChange = vi.fn();
    render(
      <DisclosureButton open onOpenChange={onOpenChange}>
        Details
      </DisclosureButton>,
    );
    const button = screen.getByRole('button', { name: 'Details' });
    expect(button).toHaveTextContent(/^Details$/);
    expect(button).not.toHaveAttribute('aria-controls');
    button.click();
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });
});
