import assert from 'node:assert/strict';
import {test} from 'node:test';
import {median, MIN_ROUNDS, ratioInterval, roundOrder, verdict} from '../../scripts/bench/stats.mjs';

const byRound = (/** @type {number[]} */ values) => new Map(values.map((v, i) => [i + 1, v]));

test('median of odd and even counts, ignoring figures Lighthouse could not give', () => {
  assert.equal(median([3, 1, 2]), 2);
  assert.equal(median([4, 1, 3, 2]), 2.5);
  assert.equal(median([NaN, 5, 1, Infinity]), 3);
  assert.ok(Number.isNaN(median([])));
});

test('a page clearly faster than stock in every round holds, one clearly slower misses', () => {
  const stock = byRound([0.7, 0.8, 0.65, 0.75, 0.72, 0.78, 0.69]);
  const faster = ratioInterval(byRound([0.9, 0.95, 0.88, 0.93, 0.91, 0.94, 0.9]), stock);
  assert.ok(faster.low > 1.1, `interval [${faster.low}, ${faster.high}]`);
  assert.equal(verdict(faster, 1, 'at least'), 'holds');
  const slower = ratioInterval(byRound([0.5, 0.52, 0.48, 0.55, 0.5, 0.51, 0.49]), stock);
  assert.equal(verdict(slower, 1, 'at least'), 'misses');
  assert.equal(verdict(slower, 1.1, 'at most'), 'holds');
});

test('runs that overlap widely leave the bar unsettled although the medians differ', () => {
  // Both spread as this machine's runs do; the point ratio is above 1.
  const stock = byRound([0.87, 0.75, 0.82, 0.62, 0.71, 0.88, 0.72]);
  const ours = byRound([0.85, 0.87, 0.76, 0.84, 0.72, 0.88, 0.75]);
  const i = ratioInterval(ours, stock);
  assert.ok(i.ratio > 1);
  assert.ok(i.low < 1 && i.high > 1, `interval [${i.low}, ${i.high}]`);
  assert.equal(verdict(i, 1, 'at least'), 'unsettled');
});

test('only rounds measured on both sides count, and the same runs give the same interval', () => {
  const ours = byRound([2, 4, 6, 8, 10, 12]);
  ours.delete(6);
  ours.set(8, 100);
  const stock = byRound([2, 4, 6, 8, 10, 12, 14]);
  stock.delete(7);
  stock.set(9, 100);
  const i = ratioInterval(ours, stock);
  assert.equal(i.rounds, 5);
  assert.equal(i.ratio, 1);
  assert.deepEqual(ratioInterval(ours, stock), i);
});

test('no interval from too few rounds, and no verdict without one', () => {
  const few = ratioInterval(byRound(Array(MIN_ROUNDS - 1).fill(0.9)), byRound(Array(MIN_ROUNDS - 1).fill(0.5)));
  assert.equal(few.rounds, MIN_ROUNDS - 1);
  assert.ok(Number.isNaN(few.low));
  assert.equal(verdict(few, 1, 'at least'), 'unsettled');
  assert.equal(verdict({low: 0.8, high: 0.9}, 1.1, 'at most'), 'holds');
  assert.equal(verdict({low: 1.2, high: 1.4}, 1.1, 'at most'), 'misses');
  assert.equal(verdict({low: 1, high: 1.2}, 1.1, 'at most'), 'unsettled');
});

/** How often each page runs in each place, and right after each other page, over the rounds. */
function tally(/** @type {string[]} */ pages, /** @type {number} */ rounds) {
  /** @type {Map<string, number>} */
  const places = new Map();
  /** @type {Map<string, number>} */
  const follows = new Map();
  const count = (/** @type {Map<string, number>} */ map, /** @type {string} */ key) =>
    map.set(key, (map.get(key) ?? 0) + 1);
  for (let round = 1; round <= rounds; round++) {
    const order = roundOrder(pages, round);
    assert.deepEqual([...order].sort(), [...pages].sort(), `round ${round}: every page once`);
    order.forEach((p, i) => count(places, `${p}@${i}`));
    order.slice(1).forEach((p, i) => count(follows, `${order[i]}>${p}`));
  }
  return {
    places: new Set(places.values()),
    placeCount: places.size,
    follows: new Set(follows.values()),
    pairCount: follows.size,
  };
}

test('the order of runs is balanced: each page equally often in each place and after each other page', () => {
  const even = ['stock Markdown', 'stock docs', 'component', 'API'];
  const e = tally(even, even.length);
  assert.deepEqual([e.placeCount, [...e.places]], [16, [1]], 'each page once in each of four places');
  assert.deepEqual([e.pairCount, [...e.follows]], [12, [1]], 'each ordered pair once');
  // An odd count (the full bench has 11 pages) balances over twice as many rounds.
  const odd = ['stock Markdown', 'stock docs', 'home', 'component', 'API'];
  const o = tally(odd, 2 * odd.length);
  assert.deepEqual([o.placeCount, [...o.places]], [25, [2]], 'each page twice in each of five places');
  assert.deepEqual([o.pairCount, [...o.follows]], [20, [2]], 'each ordered pair twice');
  assert.deepEqual(roundOrder(odd, 2 * odd.length + 3), roundOrder(odd, 3), 'then the design repeats');
});
