-- Two-factor (issue 17): a TOTP code works once. The last time step (RFC 6238 counter, 30 s) whose
-- code was accepted for the account, at sign-in or at the enrolment confirm; a code of this step
-- or an earlier one is refused (features/security/totp-replay.ts). better-auth's twoFactor plugin
-- never reads or writes the column. The row is deleted when two-factor is switched off.
ALTER TABLE user_2fa ADD COLUMN last_totp_step bigint;
