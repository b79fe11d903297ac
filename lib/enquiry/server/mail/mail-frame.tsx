import type { ReactNode } from 'react';
import { Body, Container, Head, Html, Preview, Section } from '@react-email/components';
import { colour, sans } from './mail-style';

/** Every mail the operators get: its preview line, the navy band with the brand, and a white card. */
export function MailFrame({ preview, brand, children }: { preview: string; brand: ReactNode; children: ReactNode }) {
  return (
    <Html lang="en-GB">
      <Head>
        <meta name="color-scheme" content="light only" />
      </Head>
      <Preview>{preview}</Preview>
      <Body style={{ margin: 0, padding: '24px 12px', backgroundColor: colour.cream, fontFamily: sans }}>
        <Container
          style={{ maxWidth: '600px', backgroundColor: colour.white, borderRadius: '16px', overflow: 'hidden' }}
        >
          <Section style={{ backgroundColor: colour.navy, padding: '20px 32px' }}>{brand}</Section>
          {children}
        </Container>
      </Body>
    </Html>
  );
}
