import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { SPONSOR_STRINGS, type Sponsor } from '@studioportal/shared';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { makeAuth, makeProfile, TestProviders } from '@/test/auth-fixtures';
import { CompetitionForm } from './competition-form-dialog';

const sponsor: Sponsor = {
  id: '00000000-0000-4000-8000-000000000001',
  name: 'Joker Nord',
  logo_media_id: null,
  logo_url: null,
  contact_name: null,
  contact_email: null,
  contact_phone: null,
  mention_script: '',
  read_time_s: 0,
  warnings: [],
  mentions_today: 0,
  last_mention_at: null,
  version: 1,
};

function renderForm() {
  const auth = makeAuth(makeProfile({ app_role: 'Programleder', approval_status: 'approved' }));
  render(
    <TestProviders auth={auth}>
      <Dialog open>
        <DialogContent>
          <CompetitionForm sponsors={[sponsor]} onDone={() => undefined} />
        </DialogContent>
      </Dialog>
    </TestProviders>,
  );
}

describe('the competition form', () => {
  afterEach(cleanup);

  it('offers the three ways in; the keyword and SMS price only while SMS is ticked', () => {
    renderForm();
    const sms = screen.getByRole('checkbox', { name: 'SMS' });
    expect(sms).toHaveProperty('checked', true);
    expect(screen.getByRole('checkbox', { name: 'Nettsiden' })).toHaveProperty('checked', true);
    expect(screen.getByRole('checkbox', { name: 'Telefon' })).toHaveProperty('checked', true);
    expect(screen.getByRole('textbox', { name: 'Kodeord for SMS' })).toBeTruthy();

    fireEvent.click(sms);
    expect(screen.queryByRole('textbox', { name: 'Kodeord for SMS' })).toBeNull();
    expect(screen.queryByRole('textbox', { name: 'Tillegg per SMS (kr)' })).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Tillegg per telefon (kr)' })).toBeTruthy();
  });

  it('warns of a lottery while an entry costs more than the normal price, and not otherwise', () => {
    renderForm();
    expect(screen.queryByText(SPONSOR_STRINGS.lotteryWarning)).toBeNull();
    const price = screen.getByRole('textbox', { name: 'Tillegg per telefon (kr)' });
    fireEvent.change(price, { target: { value: '5' } });
    expect(screen.getByRole('alert').textContent).toBe(SPONSOR_STRINGS.lotteryWarning);
    fireEvent.change(price, { target: { value: '0' } });
    expect(screen.queryByText(SPONSOR_STRINGS.lotteryWarning)).toBeNull();
  });

  it('shows the schema’s messages on save instead of sending an incomplete competition', () => {
    renderForm();
    fireEvent.click(screen.getByRole('button', { name: 'Lagre' }));
    expect(screen.getByText(SPONSOR_STRINGS.competitionTitleRequired)).toBeTruthy();
    expect(screen.getByText(SPONSOR_STRINGS.keywordRequired)).toBeTruthy();
  });
});
