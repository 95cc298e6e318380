import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { Toaster } from './toaster';
import { dismissToast, toast } from './use-toast';

describe('Toaster', () => {
  afterEach(() => {
    act(() => dismissToast());
    cleanup();
  });

  it('shows at most three toasts, newest first, with title and description', () => {
    render(<Toaster />);
    act(() => {
      toast({ title: 'En' });
      toast({ title: 'To', variant: 'success' });
      toast({ title: 'Tre', variant: 'destructive', description: 'Kunne ikke lagre' });
      toast({ title: 'Fire', duration: Infinity });
    });
    const titles = ['Fire', 'Tre', 'To'].map((t) => screen.getByText(t));
    expect(screen.queryByText('En')).toBeNull();
    expect(screen.getByText('Kunne ikke lagre')).toBeTruthy();
    // DOM order is newest first.
    expect(titles[0]?.compareDocumentPosition(titles[1] as Node)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    expect(screen.getAllByRole('button', { name: 'Lukk varsel' })).toHaveLength(3);
  });
});
