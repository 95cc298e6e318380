import { describe, expect, it } from 'vitest';
import { pictureProblem, uploadFailureToast } from './picture-validation';

describe('pictureProblem', () => {
  it('accepts images up to 5 MB', () => {
    expect(pictureProblem({ type: 'image/jpeg', size: 5 * 1024 * 1024 })).toBeNull();
    expect(pictureProblem({ type: 'image/png', size: 10 })).toBeNull();
  });

  it('refuses other types and SVG with the spec toast', () => {
    for (const type of ['application/pdf', 'text/plain', '', 'image/svg+xml']) {
      expect(pictureProblem({ type, size: 10 })).toEqual({ title: 'Ugyldig filtype', description: 'Vennligst velg en bildefil (JPG, PNG, etc.)' });
    }
  });

  it('refuses more than 5 MB with the spec toast', () => {
    expect(pictureProblem({ type: 'image/jpeg', size: 5 * 1024 * 1024 + 1 })).toEqual({
      title: 'Filen er for stor',
      description: 'Profilbildet kan ikke være større enn 5MB',
    });
  });

  it('maps server refusals to the same toasts and anything else to the upload failure', () => {
    expect(uploadFailureToast('invalid_file_type').title).toBe('Ugyldig filtype');
    expect(uploadFailureToast('file_too_large').title).toBe('Filen er for stor');
    expect(uploadFailureToast('internal')).toEqual({ title: 'Feil ved opplasting', description: 'Kunne ikke laste opp profilbilde' });
  });
});
