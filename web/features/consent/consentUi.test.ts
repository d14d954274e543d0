import { describe, expect, it } from 'vitest';
import { createConsentUi, untilDialog } from './consentUi.ts';

describe('the consent dialog state', () => {
  it('appears on its own once, and not again after Escape until the next load', () => {
    const ui = createConsentUi();
    let changes = 0;
    ui.subscribe(() => changes++);
    ui.showAuto();
    expect(ui.get()).toMatchObject({ open: true, reason: 'auto' });
    ui.dismiss();
    expect(ui.get()).toMatchObject({ open: false, dismissed: true });
    ui.showAuto();
    expect(ui.get().open).toBe(false);
    expect(changes).toBe(2);
  });

  it('always opens from "Cookie settings", remembering where the focus goes back', () => {
    const ui = createConsentUi();
    ui.dismiss();
    const button = { focus() {} } as unknown as HTMLElement;
    ui.showSettings(button);
    expect(ui.get()).toMatchObject({ open: true, reason: 'settings', returnFocus: button });
    ui.close();
    expect(ui.get().open).toBe(false);
  });
});

describe('when the consent dialog is due', () => {
  it('counts from the load event, not from when the footer mounted', () => {
    // Loaded at 400 ms; the footer mounts at 1200 ms: 200 ms are left, not 1000.
    expect(untilDialog(400, 1200, 1000)).toBe(200);
    expect(untilDialog(400, 400, 1000)).toBe(1000);
    // Mounted long after: at once.
    expect(untilDialog(400, 3000, 1000)).toBe(0);
    // Still loading: wait for the event.
    expect(untilDialog(null, 100, 1000)).toBeNull();
  });
});
