import { afterEach, describe, expect, it, vi } from 'vitest';
import { DomainEvents } from './events.ts';
import { KeptAnswers } from './kept-answers.ts';

describe('KeptAnswers (issue 15: whole-fair documents kept for a moment)', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  function counting() {
    let builds = 0;
    return {
      build: async () => {
        builds += 1;
        return `answer ${builds}`;
      },
      get builds() {
        return builds;
      },
    };
  }

  it('builds an answer once while nothing changes', async () => {
    const kept = new KeptAnswers(new DomainEvents());
    const source = counting();
    const answers = await Promise.all([1, 2, 3].map(() => kept.get('floor|1', source.build)));
    expect(answers).toEqual(['answer 1', 'answer 1', 'answer 1']);
    expect(await kept.get('floor|1', source.build)).toBe('answer 1');
    expect(source.builds).toBe(1);
    // Another key is another answer.
    expect(await kept.get('floor|2', source.build)).toBe('answer 2');
  });

  it('builds afresh after a write is answered, after an event here and after one from elsewhere', async () => {
    const events = new DomainEvents();
    const kept = new KeptAnswers(events);
    const source = counting();
    expect(await kept.get('results|1', source.build)).toBe('answer 1');
    events.wrote();
    expect(await kept.get('results|1', source.build)).toBe('answer 2');
    events.emit({ type: 'judging', action: 'update', id: 1 });
    expect(await kept.get('results|1', source.build)).toBe('answer 3');
    events.receiveRemote({ type: 'fair', action: 'update', id: 1 });
    expect(await kept.get('results|1', source.build)).toBe('answer 4');
    expect(await kept.get('results|1', source.build)).toBe('answer 4');
  });

  it('keeps an answer no longer than its time, and never a failed build', async () => {
    const now = Date.parse('2026-11-27T10:00:00Z');
    vi.useFakeTimers({ toFake: ['Date'], now });
    const kept = new KeptAnswers(new DomainEvents(), 1000);
    const source = counting();
    expect(await kept.get('k', source.build)).toBe('answer 1');
    vi.setSystemTime(now + 999);
    expect(await kept.get('k', source.build)).toBe('answer 1');
    vi.setSystemTime(now + 1000);
    expect(await kept.get('k', source.build)).toBe('answer 2');
    await expect(kept.get('broken', () => Promise.reject(new Error('no database')))).rejects.toThrow(
      'no database',
    );
    expect(await kept.get('broken', source.build)).toBe('answer 3');
  });
});
