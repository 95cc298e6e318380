import type { Locator, Page } from '@playwright/test';
import { approve, expect, newUser, test, type StaffUser } from './fixtures';

/**
 * Chat moderation (issue 17, part 6), driven as people would in three browsers against the real
 * server: a Programleder removes a Tekniker's message with a reason (the Tekniker's open chat
 * shows it replaced, and is told why), handles a colleague's report from the reports dialog, and
 * mutes the Tekniker, whose composer then says until when.
 */

test.describe.configure({ timeout: 180_000 });

const log = (page: Page): Locator => page.getByRole('log');
const messageBox = (page: Page): Locator => page.getByRole('textbox', { name: 'Melding', exact: true });
const messageById = (page: Page, id: string): Locator => log(page).locator(`[data-message-id="${id}"]`);

async function openChat(user: StaffUser) {
  await user.page.goto('/chat');
  await expect(messageBox(user.page)).toBeVisible();
}

/** Writes through the composer; returns the new message's id. */
async function say(page: Page, text: string): Promise<string> {
  await messageBox(page).fill(text);
  await messageBox(page).press('Enter');
  const item = log(page).getByRole('listitem').filter({ hasText: text }).first();
  await expect(item).toBeVisible();
  return (await item.getAttribute('data-message-id'))!;
}

/** Opens a message's toolbar (it shows on hover or focus) and presses one of its buttons. */
async function messageAction(page: Page, id: string, action: string) {
  const item = messageById(page, id);
  await item.hover();
  await item.getByRole('button', { name: action }).click();
}

test('a Programleder removes a message with a reason, handles a report and mutes its author', async ({ browser, server }) => {
  const ada = await newUser(browser, server, 'Ada Admin', 'admin@example.no');
  const pia = await newUser(browser, server, 'Pia Programleder', 'pia@example.no');
  const tom = await newUser(browser, server, 'Tom Tekniker', 'tom@example.no');
  await approve(ada, pia.id, 'Programleder');
  await approve(ada, tom.id, 'Tekniker');
  await openChat(tom);
  await openChat(pia);
  await openChat(ada);

  const rude = await say(tom.page, 'Dette er en stygg melding');
  const insult = await say(tom.page, 'Alle her er idioter');
  const hello = await say(tom.page, 'Hei igjen, alle sammen');
  await expect(messageById(pia.page, hello)).toBeVisible();

  // A Tekniker may report, not remove or mute.
  await messageById(tom.page, rude).hover();
  await expect(messageById(tom.page, rude).getByRole('button', { name: 'Fjern som moderator' })).toHaveCount(0);
  await expect(messageById(tom.page, rude).getByRole('button', { name: 'Rapporter meldingen' })).toHaveCount(0);
  await expect(tom.page.getByRole('button', { name: /^Rapporterte meldinger/ })).toHaveCount(0);

  // The Programleder removes the first message: a reason is required.
  await messageAction(pia.page, rude, 'Fjern som moderator');
  const removeDialog = pia.page.getByRole('dialog', { name: 'Fjern meldingen som moderator' });
  await expect(removeDialog).toContainText('Dette er en stygg melding');
  await removeDialog.getByRole('button', { name: 'Fjern meldingen' }).click();
  await expect(removeDialog.getByText('Skriv en begrunnelse.')).toBeVisible();
  await removeDialog.getByRole('textbox', { name: 'Begrunnelse' }).fill('Personangrep');
  await removeDialog.getByRole('button', { name: 'Fjern meldingen' }).click();
  await expect(removeDialog).toBeHidden();

  // The Tekniker's open chat: replaced live, and a notice with the reason.
  await expect(messageById(tom.page, rude)).toContainText('Meldingen ble fjernet av en moderator');
  await expect(tom.page.getByText('Dette er en stygg melding')).toHaveCount(0);
  await expect(tom.page.getByText('En melding du skrev ble fjernet av en moderator').first()).toBeVisible();
  await expect(tom.page.getByText('Begrunnelse: Personangrep').first()).toBeVisible();
  await expect(messageById(ada.page, rude)).toContainText('Meldingen ble fjernet av en moderator');

  // The administrator reports the second one; the Programleder's count goes up live.
  const reportsButton = pia.page.getByRole('button', { name: /^Rapporterte meldinger/ });
  await expect(reportsButton).toHaveAccessibleName('Rapporterte meldinger (0 åpne rapporter)');
  await messageAction(ada.page, insult, 'Rapporter meldingen');
  const reportDialog = ada.page.getByRole('dialog', { name: 'Rapporter meldingen' });
  await reportDialog.getByRole('textbox', { name: 'Hva er galt med meldingen?' }).fill('Hets av kolleger');
  await reportDialog.getByRole('button', { name: 'Rapporter' }).click();
  await expect(ada.page.getByText('Meldingen er rapportert til moderatorene').first()).toBeVisible();
  await expect(reportsButton).toHaveAccessibleName('Rapporterte meldinger (1 åpen rapport)');

  // From the reports dialog: remove it, with the report's reason to start from.
  await reportsButton.click();
  const reports = pia.page.getByRole('dialog', { name: 'Rapporterte meldinger' });
  const report = reports.getByRole('article', { name: 'Rapportert melding fra Tom Tekniker' });
  await expect(report).toContainText('Alle her er idioter');
  await expect(report).toContainText('Rapportert av Ada Admin');
  await expect(report).toContainText('Hets av kolleger');
  await report.getByRole('button', { name: /^Fjern meldingen/ }).click();
  const confirm = pia.page.getByRole('dialog', { name: 'Fjern meldingen som moderator' });
  await expect(confirm.getByRole('textbox', { name: 'Begrunnelse' })).toHaveValue('Hets av kolleger');
  await confirm.getByRole('button', { name: 'Fjern meldingen' }).click();
  await expect(confirm).toBeHidden();
  await expect(reports.getByText('Ingen åpne rapporter.')).toBeVisible();
  await reports.getByRole('button', { name: 'Lukk' }).click();
  await expect(reports).toBeHidden();
  await expect(reportsButton).toHaveAccessibleName('Rapporterte meldinger (0 åpne rapporter)');
  await expect(messageById(tom.page, insult)).toContainText('Meldingen ble fjernet av en moderator');

  // The Programleder mutes the Tekniker for an hour: the composer says until when, and is shut.
  await messageAction(pia.page, hello, 'Demp i chatten');
  const muteDialog = pia.page.getByRole('dialog', { name: 'Demp Tom Tekniker i chatten' });
  await muteDialog.getByRole('radio', { name: '1 time' }).check();
  await muteDialog.getByRole('textbox', { name: 'Begrunnelse (valgfritt)' }).fill('Ta en pause');
  await muteDialog.getByRole('button', { name: 'Demp' }).click();
  await expect(muteDialog).toBeHidden();
  const notice = tom.page.getByText(/^Du er dempet i chatten til (i morgen )?kl\. \d\d:\d\d$/);
  await expect(notice).toBeVisible();
  await expect(messageBox(tom.page)).toBeDisabled();
  // Still so after a reload.
  await tom.page.reload();
  await expect(notice).toBeVisible();
  await expect(messageBox(tom.page)).toBeDisabled();

  // Lifted from the reports dialog's list of mutes: the composer opens again at once.
  await reportsButton.click();
  await reports.getByRole('button', { name: 'Opphev demping for Tom Tekniker' }).click();
  await expect(reports.getByText('Ingen er dempet nå.')).toBeVisible();
  await expect(notice).toBeHidden();
  await expect(messageBox(tom.page)).toBeEnabled();
  await say(tom.page, 'Beklager, det skal ikke skje igjen');
});
