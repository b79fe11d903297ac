import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter';

// Prints the closing line CI reads: "N passed, N failed". A test that passed only on retry counts as passed,
// a test that never passed counts as failed; skipped tests are listed so none can hide.
export default class SummaryReporter implements Reporter {
  private outcomes = new Map<string, TestResult['status']>();

  onTestEnd(test: TestCase, result: TestResult) {
    this.outcomes.set(test.id, result.status);
  }

  onEnd(result: FullResult) {
    const statuses = [...this.outcomes.values()];
    const passed = statuses.filter((status) => status === 'passed').length;
    const skipped = statuses.filter((status) => status === 'skipped').length;
    let failed = statuses.length - passed - skipped;
    if (failed === 0 && result.status !== 'passed') failed = 1;
    console.log(
      skipped ? `${passed} passed, ${failed} failed, ${skipped} skipped` : `${passed} passed, ${failed} failed`,
    );
  }
}
