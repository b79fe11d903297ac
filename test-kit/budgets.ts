// The performance budgets from the issue tracker, in KiB (1,024 bytes) of compressed transfer on a first visit.
export const KIB = 1024;

export const byteBudgets = {
  // Issue 23: what a page asks for before its largest paint is what Lighthouse's simulation charges to it.
  home: { js: 150, css: 15, html: 35, font: 70, fontFiles: 2, heroImage: 16, total: 235, beforeLcp: 230 },
  legal: { js: 145, beforeLcp: 210 },
} as const;

export const canvasBudgets = { frameMs: 2, liveRipples: 100 };
export const apiBudgets = { overheadMs: 5 };
// The load test's last round against its first (issue 24): requests per second at least 90 %, RSS
// within 10 %, and valid enquiries' p95 at most 1.5 times.
export const enquiryBudgets = {
  parseMs: 10,
  faultAnswerS: 15,
  recordMs: 10,
  lastRoundRps: 0.9,
  lastRoundRss: 1.1,
  lastRoundValidP95: 1.5,
};
