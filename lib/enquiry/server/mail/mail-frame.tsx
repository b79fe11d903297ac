import { Fragment, type ReactNode } from 'react';
import { Body, Container, Head, Html, Img, Preview, Section, Text } from '@react-email/components';
import { site } from '@/lib/site/facts';

// E-mail clients ignore CSS custom properties, so the brand colours of app/globals.css are written out here.
export const colour = {
  navy: site.themeColor,
  cream: '#f4efe6',
  paper: '#fbf8f2',
  white: '#ffffff',
  gold: '#c2a266',
  goldInk: '#7a5a26',
  text: '#1b2733',
  muted: '#4a5866',
  line: '#e2d9c8',
};
export const serif = "Georgia, 'Times New Roman', serif";
const sans = "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Helvetica Neue', Helvetica, sans-serif";

type FrameProps = { preview: string; brand: ReactNode; children: ReactNode; lang?: string };

/** Every mail the site sends: its preview line, the navy band with the brand, and a white card. */
export function MailFrame({ preview, brand, children, lang = 'en-GB' }: FrameProps) {
  return (
    <Html lang={lang}>
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

/** A table row's label (its `th`) and value; an eyebrow is a label above what it names. */
export const label = {
  width: '96px',
  padding: '16px 16px 12px 0',
  borderBottom: `1px solid ${colour.line}`,
  color: colour.goldInk,
  fontSize: '11px',
  fontWeight: 700,
  letterSpacing: '0.16em',
  textTransform: 'uppercase',
  verticalAlign: 'top',
  textAlign: 'left',
} as const;
export const value = {
  padding: '12px 0',
  borderBottom: `1px solid ${colour.line}`,
  color: colour.text,
  fontSize: '16px',
  verticalAlign: 'top',
} as const;

export const eyebrow = { ...label, width: 'auto', padding: 0, border: 0, margin: '0 0 8px' } as const;

export const brandMarkCid = 'brand-mark@sarnia';

/** The brand mark, carried in the message itself (never fetched), beside the name. */
export function BrandMark() {
  return (
    <>
      <Img src={`cid:${brandMarkCid}`} width="40" height="40" alt="" style={{ display: 'inline-block' }} />
      <Text
        style={{
          display: 'inline-block',
          margin: '0 0 0 14px',
          verticalAlign: 'top',
          color: colour.cream,
          fontFamily: serif,
          fontSize: '24px',
          lineHeight: '40px',
          letterSpacing: '0.22em',
        }}
      >
        {site.name.toUpperCase()}
      </Text>
    </>
  );
}

type QuotedProps = { lines: string[]; margin: string | number; padding: string; fontSize: string };

/** A visitor's message: its lines as text (React escapes them), set off by a gold rule. */
export function QuotedLines({ lines, margin, padding, fontSize }: QuotedProps) {
  return (
    <Text
      style={{
        margin,
        padding,
        borderLeft: `3px solid ${colour.gold}`,
        backgroundColor: colour.paper,
        color: colour.text,
        fontSize,
        lineHeight: '1.6',
        whiteSpace: 'pre-wrap',
      }}
    >
      {lines.map((line, index) => (
        <Fragment key={index}>
          {index > 0 ? <br /> : null}
          {line}
        </Fragment>
      ))}
    </Text>
  );
}
