import { describe, expect, it } from 'vitest';
import { createConsentUi } from './consentUi.ts';

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
