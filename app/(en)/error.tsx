'use client';

import { ErrorNotice, type ErrorProps } from '@/components/ui/error-notice';
import { notices } from '@/lib/i18n/en/notices';

// A page that failed while rendering, inside the site's own header and footer.
export default function ErrorPage(props: ErrorProps) {
  return <ErrorNotice {...props} language={{ words: notices, home: '/' }} />;
}
