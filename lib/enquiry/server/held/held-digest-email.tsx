import { Button, Heading, Section, Text } from '@react-email/components';
import { site } from '@/lib/site/facts';
import { colour, MailFrame, QuotedLines, serif } from '../mail/mail-frame';
import type { DigestView, HeldItem, RefusedItem } from './held-view';

const small = { margin: '0 0 4px', color: colour.muted, fontSize: '14px', lineHeight: '1.5' } as const;
const label = { color: colour.goldInk, fontWeight: 700 } as const;

function Item({ item, index }: { item: HeldItem; index: number }) {
  return (
    <Section style={{ padding: '20px 32px', borderTop: `1px solid ${colour.line}` }}>
      <Heading as="h2" style={{ margin: '0 0 8px', color: colour.navy, fontFamily: serif, fontSize: '20px' }}>
        {`${index + 1}. ${item.name}, ${item.interest}`}
      </Heading>
      <Text style={small}>
        <span style={label}>Received </span>
        <time dateTime={item.receivedIso}>{item.received}</time> (Guernsey time), reference {item.reference}
      </Text>
      <Text style={small}>
        <span style={label}>Email </span>
        {item.email}
      </Text>
      <Text style={small}>
        <span style={label}>Held by </span>
        {item.heldBy}
      </Text>
      <QuotedLines lines={item.messageLines} margin="12px 0 16px" padding="12px 16px" fontSize="15px" />
      {'href' in item.review ? (
        <ReviewButton href={item.review.href} reference={item.reference} />
      ) : (
        <Text style={small}>
          Deliver it with: <code>{item.review.command}</code>
        </Text>
      )}
    </Section>
  );
}

function ReviewButton({ href, reference }: { href: string; reference: string }) {
  return (
    <Button
      href={href}
      style={{
        padding: '10px 24px',
        borderRadius: '999px',
        backgroundColor: colour.navy,
        color: colour.cream,
        fontSize: '14px',
        fontWeight: 600,
      }}
    >
      {`Review ${reference}`}
    </Button>
  );
}

// No word the visitor typed: the mail server refused their message, and would refuse this mail quoting it.
function Refused({ item, index }: { item: RefusedItem; index: number }) {
  return (
    <Section style={{ padding: '20px 32px', borderTop: `1px solid ${colour.line}` }}>
      <Heading as="h3" style={{ margin: '0 0 8px', color: colour.navy, fontFamily: serif, fontSize: '18px' }}>
        {`${index + 1}. ${item.interest}, ${item.language}`}
      </Heading>
      <Text style={small}>
        <span style={label}>Received </span>
        <time dateTime={item.receivedIso}>{item.received}</time> (Guernsey time), reference {item.reference}
      </Text>
      <Text style={small}>
        <span style={label}>Refused by </span>
        {item.refusedBy}
      </Text>
      {'href' in item.review ? (
        <ReviewButton href={item.review.href} reference={item.reference} />
      ) : (
        <Text style={small}>
          Read it with: <code>{item.review.command}</code>
        </Text>
      )}
    </Section>
  );
}

/** The held digest: every visitor value is text, escaped by React, and none of it is a link. */
export function HeldDigestEmail({ view }: { view: DigestView }) {
  return (
    <MailFrame
      preview={view.subject}
      brand={
        <Text style={{ margin: 0, color: colour.cream, fontFamily: serif, fontSize: '24px', letterSpacing: '0.22em' }}>
          {site.name.toUpperCase()}
        </Text>
      }
    >
      <Section style={{ padding: '32px 32px 16px' }}>
        <Heading
          as="h1"
          style={{ margin: '0 0 12px', color: colour.navy, fontFamily: serif, fontSize: '28px', fontWeight: 400 }}
        >
          {view.subject}
        </Heading>
        {view.intro ? <Text style={{ ...small, fontSize: '15px' }}>{view.intro}</Text> : null}
        {view.withoutLinks ? <Text style={{ ...small, fontSize: '15px' }}>{view.withoutLinks}</Text> : null}
      </Section>
      {view.items.map((item, index) => (
        <Item key={item.reference} item={item} index={index} />
      ))}
      {view.refusedIntro ? (
        <Section style={{ padding: '24px 32px 8px', borderTop: `1px solid ${colour.line}` }}>
          <Heading as="h2" style={{ margin: '0 0 8px', color: colour.navy, fontFamily: serif, fontSize: '22px' }}>
            Refused by the mail server
          </Heading>
          <Text style={{ ...small, fontSize: '15px' }}>{view.refusedIntro}</Text>
        </Section>
      ) : null}
      {view.refused.map((item, index) => (
        <Refused key={item.reference} item={item} index={index} />
      ))}
      {view.dropped ? (
        <Section style={{ padding: '16px 32px', borderTop: `1px solid ${colour.line}` }}>
          <Text style={small}>{view.dropped}</Text>
        </Section>
      ) : null}
      <Section style={{ padding: '16px 32px', borderTop: `1px solid ${colour.line}`, backgroundColor: colour.paper }}>
        <Text style={{ margin: 0, color: colour.muted, fontSize: '12px' }}>{`Sent by the ${site.name} website.`}</Text>
      </Section>
    </MailFrame>
  );
}
