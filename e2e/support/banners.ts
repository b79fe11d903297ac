import { expect, type Locator } from '@playwright/test';

/** The spec's error banner for a failed mail server login: its note and the way to write to us instead. */
export async function expectAuthFailedNote(alert: Locator) {
  await expect(alert).toContainText('Authentication failed');
  await expect(alert).toContainText('This may be an email server configuration issue');
  await expect(alert.getByRole('link', { name: 'hello@sarnia-water.example' })).toHaveAttribute(
    'href',
    'mailto:hello@sarnia-water.example',
  );
}
