import { describe, expect, it } from 'vitest';
import { answerVerdict, choosePlayView, clockOffset, msLeft } from './play-view';
import { me, playState, questionSession, reveal, SERVER_NOW, session } from './test-states';

const answered = (choice: number | null, text: string | null = null, question_index = 1) => me({ answer: { question_index, choice, text, correct: null } });

describe('the view for each phase', () => {
  it('follows the stored phase, and within a question the server’s clock', () => {
    expect(choosePlayView(playState(session()), SERVER_NOW)).toBe('lobby');
    expect(choosePlayView(playState(questionSession(3000)), SERVER_NOW)).toBe('countdown');
    expect(choosePlayView(playState(questionSession(0)), SERVER_NOW)).toBe('open');
    expect(choosePlayView(playState(questionSession(-19_999)), SERVER_NOW)).toBe('open');
    expect(choosePlayView(playState(questionSession(-20_000)), SERVER_NOW)).toBe('timeUp');
    expect(choosePlayView(playState(questionSession(-5000, { paused: true, remaining_ms: 15_000 })), SERVER_NOW)).toBe('paused');
    expect(choosePlayView(playState(questionSession(-5000, { phase: 'locked' })), SERVER_NOW)).toBe('timeUp');
    expect(choosePlayView(playState(questionSession(-25_000, { phase: 'revealed', reveal: reveal() })), SERVER_NOW)).toBe('revealed');
    expect(choosePlayView(playState(questionSession(-25_000, { phase: 'leaderboard', reveal: reveal() })), SERVER_NOW)).toBe('leaderboard');
    expect(choosePlayView(playState(session({ phase: 'finished', question_index: 7 })), SERVER_NOW)).toBe('finished');
  });

  it('shows "answered" once the player answered this question (not an earlier one), open or locked', () => {
    expect(choosePlayView(playState(questionSession(-2000), answered(1)), SERVER_NOW)).toBe('answered');
    expect(choosePlayView(playState(questionSession(-2000, { phase: 'locked' }), answered(1)), SERVER_NOW)).toBe('answered');
    expect(choosePlayView(playState(questionSession(-2000), answered(1, null, 0)), SERVER_NOW)).toBe('open');
    // A pause says so even to a player who answered: the clock has stopped for everyone.
    expect(choosePlayView(playState(questionSession(-2000, { paused: true }), answered(1)), SERVER_NOW)).toBe('paused');
  });

  it('counts the time left against the server’s clock, and the offset from the state', () => {
    const state = playState(questionSession(-5000));
    expect(msLeft(state, 'open', SERVER_NOW)).toBe(15_000);
    expect(msLeft(playState(questionSession(2000)), 'countdown', SERVER_NOW)).toBe(2000);
    expect(msLeft(state, 'lobby', SERVER_NOW)).toBeNull();
    // This phone is 90 s slow: its clock + the offset is the server's.
    expect(clockOffset(state, SERVER_NOW - 90_000)).toBe(90_000);
  });
});

describe('right or wrong', () => {
  it('compares a choice with the revealed alternative', () => {
    expect(answerVerdict(answered(1), reveal())).toBe('right');
    expect(answerVerdict(answered(0), reveal())).toBe('wrong');
    expect(answerVerdict(me(), reveal())).toBe('unanswered');
    expect(answerVerdict(answered(1, null, 0), reveal())).toBe('unanswered');
    expect(answerVerdict(null, reveal())).toBe('unanswered');
    expect(answerVerdict(answered(1), reveal({ skipped: true }))).toBe('skipped');
    expect(answerVerdict(answered(1), null)).toBeNull();
  });

  it('takes the server’s verdict on a text answer (any accepted variant counts)', () => {
    const paris = reveal({ correct_index: null, correct_text: 'Tromsø', distribution: [] });
    expect(answerVerdict(me({ answer: { question_index: 1, choice: null, text: 'Tromsøya', correct: true } }), paris)).toBe('right');
    expect(answerVerdict(me({ answer: { question_index: 1, choice: null, text: 'Bodø', correct: false } }), paris)).toBe('wrong');
  });
});
