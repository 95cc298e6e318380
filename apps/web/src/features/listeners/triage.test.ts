import { describe, expect, it } from 'vitest';
import { keepSelection, keyTargetOf, moveSelection, statusForAction, triageActionFor } from './triage';

describe('keyboard triage', () => {
  it('maps the keys to actions in the list', () => {
    const keys = ['j', 'k', 's', 'b', 'a', 'p', 'r'].map((key) => triageActionFor({ key }, 'row'));
    expect(keys).toEqual(['next', 'previous', 'star', 'used', 'archive', 'push', 'read']);
    expect(triageActionFor({ key: 'x' }, 'row')).toBeNull();
  });

  it('lets a text field, modifiers and a focused button keep their keys', () => {
    expect(triageActionFor({ key: 'j' }, 'typing')).toBeNull();
    expect(triageActionFor({ key: 'r', ctrlKey: true }, 'row')).toBeNull();
    expect(triageActionFor({ key: 'a', metaKey: true }, 'row')).toBeNull();
    expect(triageActionFor({ key: 'S', shiftKey: true }, 'row')).toBeNull();
    // Enter marks read on the row; on a button it presses the button.
    expect(triageActionFor({ key: 'Enter' }, 'row')).toBe('read');
    expect(triageActionFor({ key: 'Enter' }, 'control')).toBeNull();
    // Letters still work while a row's button has focus.
    expect(triageActionFor({ key: 's' }, 'control')).toBe('star');
  });

  it('tells a text field from a row and its controls', () => {
    const row = document.createElement('li');
    const button = document.createElement('button');
    row.append(button);
    expect(keyTargetOf(row, row)).toBe('row');
    expect(keyTargetOf(button, row)).toBe('control');
    expect(keyTargetOf(document.createElement('input'), null)).toBe('typing');
    expect(keyTargetOf(document.createElement('textarea'), null)).toBe('typing');
    expect(keyTargetOf(document.createElement('select'), null)).toBe('typing');
  });

  it('toggles the star between starred and read, and sets the other statuses', () => {
    expect(statusForAction('star', { status: 'ny' })).toBe('stjernemerket');
    expect(statusForAction('star', { status: 'stjernemerket' })).toBe('lest');
    expect(statusForAction('used', { status: 'ny' })).toBe('brukt');
    expect(statusForAction('archive', { status: 'lest' })).toBe('arkivert');
    expect(statusForAction('read', { status: 'ny' })).toBe('lest');
    expect(statusForAction('push', { status: 'ny' })).toBeNull();
  });

  it('moves the selection with j and k and stops at the ends', () => {
    const ids = ['a', 'b', 'c'];
    expect(moveSelection(ids, null, 1)).toBe('a');
    expect(moveSelection(ids, 'a', 1)).toBe('b');
    expect(moveSelection(ids, 'c', 1)).toBe('c');
    expect(moveSelection(ids, 'a', -1)).toBe('a');
    expect(moveSelection(ids, 'gone', -1)).toBe('a');
    expect(moveSelection([], 'a', 1)).toBeNull();
  });

  it('keeps the selected message while live rows arrive on top', () => {
    expect(keepSelection(['b', 'c'], ['a', 'b', 'c'], 'c')).toBe('c');
  });

  it('goes on with the next row when the selected one leaves the view', () => {
    expect(keepSelection(['a', 'b', 'c'], ['a', 'c'], 'b')).toBe('c');
    // The last one left: the one above it.
    expect(keepSelection(['a', 'b', 'c'], ['a', 'b'], 'c')).toBe('b');
    expect(keepSelection(['a'], [], 'a')).toBeNull();
    expect(keepSelection(['a'], ['x'], null)).toBeNull();
  });
});
