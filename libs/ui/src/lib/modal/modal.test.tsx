import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore, useAtomValue, useSetAtom } from 'jotai';
import { useState } from 'react';
import { uiWrapper } from '../../testing';
import { Modal } from './modal';
import { closeModalAtom, modalAtom, openModalAtom } from './modal-atoms';

function LocalModalPage() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open terms
      </button>
      <a href="#outside">Outside link</a>
      <Modal open={open} onClose={() => setOpen(false)} title="Campaign terms">
        <p>Terms text</p>
        <input aria-label="Code" />
        <button type="button">Accept</button>
      </Modal>
    </>
  );
}

function AtomModalPage() {
  const modal = useAtomValue(modalAtom);
  const openModal = useSetAtom(openModalAtom);
  const closeModal = useSetAtom(closeModalAtom);
  return (
    <>
      <button type="button" onClick={() => openModal()}>
        Open
      </button>
      <Modal open={modal.open} onClose={() => closeModal()} title="Shared modal">
        <p>Body</p>
      </Modal>
    </>
  );
}

describe('<Modal />', () => {
  it('renders nothing while closed', () => {
    render(<Modal open={false} onClose={jest.fn()} title="Hidden" />, { wrapper: uiWrapper() });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('is a modal dialog named by its title', () => {
    render(
      <Modal open onClose={jest.fn()} title="Campaign terms">
        text
      </Modal>,
      { wrapper: uiWrapper() },
    );
    const dialog = screen.getByRole('dialog', { name: 'Campaign terms' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByRole('heading', { name: 'Campaign terms' })).toBeInTheDocument();
  });

  it('moves focus in, traps Tab and Shift+Tab, and returns focus after Escape', async () => {
    const user = userEvent.setup();
    render(<LocalModalPage />, { wrapper: uiWrapper() });
    const opener = screen.getByRole('button', { name: 'Open terms' });
    await user.click(opener);

    const close = screen.getByRole('button', { name: 'Close' });
    const code = screen.getByRole('textbox', { name: 'Code' });
    const accept = screen.getByRole('button', { name: 'Accept' });
    expect(close).toHaveFocus();

    await user.tab();
    expect(code).toHaveFocus();
    await user.tab();
    expect(accept).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(accept).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('closes with its close button and returns focus', async () => {
    const user = userEvent.setup();
    render(<LocalModalPage />, { wrapper: uiWrapper() });
    const opener = screen.getByRole('button', { name: 'Open terms' });
    await user.click(opener);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('pulls focus back when it lands outside the dialog', async () => {
    const user = userEvent.setup();
    render(<LocalModalPage />, { wrapper: uiWrapper() });
    await user.click(screen.getByRole('button', { name: 'Open terms' }));
    screen.getByRole('link', { name: 'Outside link' }).focus();
    expect(screen.getByRole('dialog')).toContainElement(document.activeElement as HTMLElement);
  });

  it('locks page scrolling while open', async () => {
    const user = userEvent.setup();
    render(<LocalModalPage />, { wrapper: uiWrapper() });
    await user.click(screen.getByRole('button', { name: 'Open terms' }));
    expect(document.body.style.overflow).toBe('hidden');
    await user.keyboard('{Escape}');
    expect(document.body.style.overflow).toBe('');
  });

  it('focuses the close button when the content has nothing focusable', async () => {
    render(<Modal open onClose={jest.fn()} title="Info" closeLabel="Dismiss" />, { wrapper: uiWrapper() });
    expect(screen.getByRole('button', { name: 'Dismiss' })).toHaveFocus();
  });

  it('works with the shared modal atom: open, Escape closes, focus returns', async () => {
    const user = userEvent.setup();
    const store = createStore();
    render(<AtomModalPage />, { wrapper: uiWrapper({ store }) });
    const opener = screen.getByRole('button', { name: 'Open' });
    await user.click(opener);
    expect(store.get(modalAtom)).toEqual({ open: true });
    expect(screen.getByRole('dialog', { name: 'Shared modal' })).toBeInTheDocument();

    await user.keyboard('{Escape}');
    expect(store.get(modalAtom)).toEqual({ open: false });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('uses the translated close label', () => {
    render(<Modal open onClose={jest.fn()} title="Ehdot" />, { wrapper: uiWrapper({ locale: 'sv-SE' }) });
    expect(screen.getByRole('button', { name: 'Stäng' })).toBeInTheDocument();
  });
});
