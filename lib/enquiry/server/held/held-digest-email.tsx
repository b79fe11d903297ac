import { Button, Heading, Section, Text } from '@react-email/components';
import { site } from '@/lib/site/facts';
import { colour, MailFrame, QuotedLines, serif } from '../mail/mail-frame';
import { heldHeading, type DigestView, type HeldItem, type RefusedItem } from './held-view';

const small = { margin: '0 0 4px', color: colour.muted, fontSize: '14px', lineHeight: '1.5' } as const;
const label = { color: colour.goldInk, fontWeight: 700 } as const;

type Shown = { received: string; receivedIso: string; reference: string };

function Received({ item }: { item: Shown }) {
  return (
    <Text style={small}>
      <span style={label}>Received </span>
      <time dateTime={item.receivedIso}>{item.received}</time> (Guernsey time), reference {item.reference}
    </Text>
  );
}

const Line = ({ name, children }: { name: string; children: string }) => (
  <Text style={small}>
    <span style={label}>{`${name} `}</span>
    {children}
  </Text>
);

// The Review page's button, or the command to run where there are no links.
function Review({ item, run }: { item: Shown & { review: HeldItem['review'] }; run: string }) {
  if (!('href' in item.review))
    return (
      <Text style={small}>
        {`${run}: `}
        <code>{item.review.command}</code>
      </Text>
    );
  return (
    <Button
      href={item.review.href}
      style={{
        padding: '10px 24px',
        borderRadius: '999px',
        backgroundColor: colour.navy,
        color: colour.cream,
        fontSize: '14px',
        fontWeight: 600,
      }}
    >
      {`Review ${item.reference}`}
    </Button>
  );
}

const entry = { padding: '20px 32px', borderTop: `1px solid ${colour.line}` } as const;
const title = (fontSize: string) => ({ margin: '0 0 8px', color: colour.navy, fontFamily: serif, fontSize }) as const;

// Where the mail server refused the digest quoting them, a held enquiry is named as a refused one is.
function Item({ item, index }: { item: HeldItem; index: number }) {
  const { quoted } = item;
  return (
    <Section style={entry}>
      <Heading as="h2" style={title('20px')}>{`${index + 1}. ${heldHeading(item)}`}</Heading>
      <Received item={item} />
      {quoted ? <Line name="Email">{quoted.email}</Line> : null}
      <Line name="Held by">{item.heldBy}</Line>
      {quoted ? (
        <QuotedLines lines={quoted.messageLines} margin="12px 0 16px" padding="12px 16px" fontSize="15px" />
      ) : null}
      <Review item={item} run="Deliver it with" />
    </Section>
  );
}

// No word the visitor typed: the mail server refused their message, and would refuse this mail quoting it.
function Refused({ item, index }: { item: RefusedItem; index: number }) {
  return (
    <Section style={entry}>
      <Heading as="h3" style={title('18px')}>{`${index + 1}. ${item.interest}, ${item.language}`}</Heading>
      <Received item={item} />
      <Line name="Refused by">{item.refusedBy}</Line>
      <Review item={item} run="Read it with" />
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
