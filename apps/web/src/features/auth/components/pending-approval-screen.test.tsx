import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { STRINGS } from '@studioportal/shared';
import { makeAuth, makeProfile, TestProviders } from '@/test/auth-fixtures';
import { PendingApprovalScreen } from './pending-approval-screen';

describe('PendingApprovalScreen', () => {
  afterEach(cleanup);

  it("shows 'Laster brukerinformasjon...' while the profile loads", () => {
    render(
      <TestProviders auth={makeAuth(null, { loading: true })}>
        <PendingApprovalScreen />
      </TestProviders>,
    );
    expect(screen.getByText(STRINGS.loadingUserInfo)).toBeTruthy();
  });

  it('shows the approval date as dd.MM.yyyy and disables Oppdater status when approved', () => {
    const profile = makeProfile({ approval_status: 'approved', approved_at: '2025-03-04T09:00:00.000Z' });
    render(
      <TestProviders auth={makeAuth(profile)}>
        <PendingApprovalScreen />
      </TestProviders>,
    );
    expect(screen.getByRole('heading', { name: STRINGS.status.approved })).toBeTruthy();
    expect(screen.getByText(/04\.03\.2025/)).toBeTruthy();
    expect((screen.getByRole('button', { name: STRINGS.refreshStatus }) as HTMLButtonElement).disabled).toBe(true);
  });
});
