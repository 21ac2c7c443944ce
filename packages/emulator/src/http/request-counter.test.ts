import { describe, expect, it } from 'vitest';
import { RequestCounter } from './request-counter';

describe('RequestCounter', () => {
  it('counts by key and route', () => {
    const counter = new RequestCounter();
    counter.count('KeyAaaa1', 'PUT /hsp/add');
    counter.count('KeyAaaa1', 'PUT /hsp/add');
    counter.count('KeyAaaa1', 'GET /hsp/state');
    expect(counter.counts('KeyAaaa1')).toEqual({
      total: 3,
      byRoute: { 'PUT /hsp/add': 2, 'GET /hsp/state': 1 },
    });
    expect(counter.counts('Unknown1')).toEqual({ total: 0, byRoute: {} });
  });

  it('keeps a bounded number of keys, forgetting the least recently counted one first', () => {
    const counter = new RequestCounter(3);
    counter.count('Measured', 'GET /info');
    for (let i = 0; i < 20_000; i++) {
      counter.count(`Flood${i}`, 'GET /info');
      // The key a benchmark is measuring keeps being counted, so it is never the one to go.
      if (i % 2 === 0) counter.count('Measured', 'PUT /hsp/add');
    }
    expect(counter.counts('Measured').total).toBe(10_001);
    expect(counter.counts('Flood0').total).toBe(0);
    expect(counter.counts('Flood19999').total).toBe(1);
  });
});
