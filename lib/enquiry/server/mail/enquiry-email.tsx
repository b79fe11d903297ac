import { Button, Heading, Link, Section, Text } from '@react-email/components';
import { site } from '@/lib/site/facts';
import type { EnquiryView } from './enquiry-view';
import { BrandMark, colour, eyebrow, label, MailFrame, QuotedLines, serif, value } from './mail-frame';

export function EnquiryEmail({ view }: { view: EnquiryView }) {
  return (
    <MailFrame preview={view.preview} brand={<BrandMark />}>
      {view.late ? (
        <Section
          style={{ padding: '16px 32px', backgroundColor: colour.paper, borderBottom: `3px solid ${colour.gold}` }}
        >
          <Text style={{ margin: 0, color: colour.goldInk, fontSize: '15px', fontWeight: 700, lineHeight: '1.5' }}>
            {view.late}
          </Text>
        </Section>
      ) : null}
      <Section style={{ padding: '32px 32px 8px' }}>
        <Text style={eyebrow}>Website enquiry</Text>
        <Heading
          as="h1"
          style={{ margin: 0, color: colour.navy, fontFamily: serif, fontSize: '28px', fontWeight: 400 }}
        >
          {`New enquiry from ${view.name}`}
        </Heading>
        <Text style={{ margin: '8px 0 24px', color: colour.muted, fontSize: '14px' }}>
          Received <time dateTime={view.receivedIso}>{view.received}</time> (Guernsey time)
        </Text>
        {view.note ? (
          <Text
            style={{
              margin: '0 0 24px',
              padding: '12px 16px',
              borderLeft: `3px solid ${colour.gold}`,
              backgroundColor: colour.paper,
              color: colour.text,
              fontSize: '14px',
            }}
          >
            {view.note}
          </Text>
        ) : null}
        <Button
          href={view.replyHref}
          style={{
            padding: '14px 28px',
            borderRadius: '999px',
            backgroundColor: colour.navy,
            color: colour.cream,
            fontSize: '15px',
            fontWeight: 600,
          }}
        >
          {view.replyLabel}
        </Button>
      </Section>
      <Section style={{ padding: '24px 32px 8px' }}>
        <table width="100%" cellPadding={0} cellSpacing={0} style={{ borderCollapse: 'collapse' }}>
          <tbody>
            {view.rows.map(({ field, label: name, text }) => (
              <tr key={field}>
                <th scope="row" style={label}>
                  {name}
                </th>
                <td style={value}>
                  {field === 'email' ? (
                    <Link href={view.replyHref} style={{ color: colour.navy }}>
                      {text}
                    </Link>
                  ) : (
                    text
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </Section>
      <Section style={{ padding: '16px 32px 32px' }}>
        <Text style={eyebrow}>{view.messageLabel}</Text>
        <QuotedLines lines={view.messageLines} margin={0} padding="16px 20px" fontSize="16px" />
      </Section>
      <Section style={{ padding: '16px 32px', borderTop: `1px solid ${colour.line}`, backgroundColor: colour.paper }}>
        <Text style={{ margin: 0, color: colour.muted, fontSize: '12px', lineHeight: '1.5' }}>
          {`Sent by the contact form on the ${site.name} website. ${view.replies ? 'Reply to this e-mail' : 'Write to the address above'} to answer ${view.name}.`}
          <br />
          <span style={{ letterSpacing: '0.02em' }}>
            Reference <strong style={{ color: colour.navy, letterSpacing: '0.08em' }}>{view.reference}</strong>
            {` (enquiry ${view.id})`}
          </span>
        </Text>
      </Section>
    </MailFrame>
  );
}
