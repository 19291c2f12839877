// How sure a benchmark run is that a page type meets the performance bar. The
// bar compares medians of Lighthouse runs, and on a two-core machine the
// runs spread so widely (one page's TBT from 222 to 2,958 ms in 21 runs)
// that a type within a few hundredths of the bar lands on either side from
// one run to the next. So `npm run bench` gives each ratio an interval: the
// rounds (each measures the stock page and every page type, one after the
// other) are resampled with replacement, and the ratio of medians is taken
// from each resample. A verdict is given only when the whole interval is on
// one side of the bar. The order of the runs in a round changes from round
// to round (roundOrder), so the stock pages are not always measured first.

/** The performance bar, against the stock Markdown page: performance at least this. */
export const PERFORMANCE_BAR = {page: 1, doc: 1, api: 0.95};
/** The performance bar for Total Blocking Time, against the stock Markdown page (not set for API pages). */
export const TBT_BAR = 1.1;

/**
 * Fewer rounds than this give no interval: resampling two or three rounds draws from so few
 * combinations that the interval looks far narrower than the runs' spread.
 */
export const MIN_ROUNDS = 5;

/**
 * The median of the finite values; NaN when there are none.
 * @param {number[]} values
 */
export function median(values) {
  const sorted = values.filter((v) => Number.isFinite(v)).sort((x, y) => x - y);
  if (sorted.length === 0) return NaN;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/**
 * A small seeded generator (mulberry32), so that an interval printed for the
 * same runs is the same interval.
 * @param {number} seed
 */
function random(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * The ratio median(ours) / median(stock) over the rounds both were measured
 * in, with a paired bootstrap interval: rounds are drawn with replacement,
 * ours and stock together, so that what the machine was doing in a round
 * weighs on both sides. No interval (NaN) from fewer than MIN_ROUNDS rounds.
 * @param {Map<number, number>} ours a figure by round
 * @param {Map<number, number>} stock the stock page's figure by round
 * @param {{level?: number, resamples?: number, seed?: number}} [options]
 * @returns {{ratio: number, low: number, high: number, rounds: number}}
 */
export function ratioInterval(ours, stock, {level = 0.9, resamples = 4000, seed = 1} = {}) {
  const rounds = [...ours.keys()].filter(
    (r) => stock.has(r) && Number.isFinite(ours.get(r)) && Number.isFinite(stock.get(r)),
  );
  const pairs = rounds.map((r) => [/** @type {number} */ (ours.get(r)), /** @type {number} */ (stock.get(r))]);
  const ratioOf = (/** @type {number[][]} */ sample) =>
    median(sample.map(([o]) => o)) / median(sample.map(([, s]) => s));
  if (pairs.length < MIN_ROUNDS)
    return {ratio: pairs.length ? ratioOf(pairs) : NaN, low: NaN, high: NaN, rounds: pairs.length};
  const next = random(seed);
  /** @type {number[]} */
  const ratios = [];
  for (let i = 0; i < resamples; i++) {
    const sample = pairs.map(() => pairs[Math.floor(next() * pairs.length)]);
    const r = ratioOf(sample);
    if (Number.isFinite(r)) ratios.push(r);
  }
  ratios.sort((x, y) => x - y);
  const at = (/** @type {number} */ q) => ratios[Math.min(ratios.length - 1, Math.floor(q * ratios.length))];
  return {ratio: ratioOf(pairs), low: at((1 - level) / 2), high: at((1 + level) / 2), rounds: pairs.length};
}

/**
 * The order of a round's Lighthouse runs, from a balanced (Williams) design:
 * over as many rounds as there are pages (twice as many for an odd count),
 * each page runs equally often in each place and right after each other
 * page. So neither a place in the round nor the page run just before it (the
 * heaviest, say) favours a page, the stock pages included. The design's first
 * row is 0, 1, n-1, 2, n-2, …; round r moves every entry on by r-1, and for an
 * odd count every other cycle of rounds runs backwards.
 * @template T
 * @param {T[]} items
 * @param {number} round counted from 1
 * @returns {T[]}
 */
export function roundOrder(items, round) {
  const n = items.length;
  const r = round - 1;
  /** @type {number[]} */
  const first = [];
  for (let i = 0, low = 1, high = n - 1; i < n; i++) first.push(i === 0 ? 0 : i % 2 ? low++ : high--);
  const order = first.map((k) => items[(k + r) % n]);
  return n % 2 && Math.floor(r / n) % 2 ? order.reverse() : order;
}

/**
 * Whether an interval settles a bar: `holds` when all of it is on the right
 * side, `misses` when all of it is on the wrong side, otherwise `unsettled`
 * (the runs cannot tell).
 * @param {{low: number, high: number}} interval
 * @param {number} bar
 * @param {'at least' | 'at most'} direction
 * @returns {'holds' | 'misses' | 'unsettled'}
 */
export function verdict({low, high}, bar, direction) {
  if (!Number.isFinite(low) || !Number.isFinite(high)) return 'unsettled';
  const [good, bad] = direction === 'at least' ? [low >= bar, high < bar] : [high <= bar, low > bar];
  if (good) return 'holds';
  return bad ? 'misses' : 'unsettled';
}
