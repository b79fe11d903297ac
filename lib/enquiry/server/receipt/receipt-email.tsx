import { Heading, Section, Text } from '@react-email/components';
import { BrandMark, colour, eyebrow, label, MailFrame, serif, value } from '../mail/mail-frame';
import type { ReceiptView } from './receipt-view';

const note = { margin: '0 0 12px', color: colour.text, fontSize: '15px', lineHeight: '1.6' } as const;

/** The visitor's receipt, drawn as the operators' mail is: every word from the site, none the visitor typed. */
export function ReceiptEmail({ view }: { view: ReceiptView }) {
  return (
    <MailFrame preview={view.preview} brand={<BrandMark />} lang={view.lang}>
      <Section style={{ padding: '32px 32px 8px' }}>
        <Text style={eyebrow}>{view.eyebrow}</Text>
        <Heading
          as="h1"
          style={{ margin: 0, color: colour.navy, fontFamily: serif, fontSize: '28px', fontWeight: 400 }}
        >
          {view.heading}
        </Heading>
        <Text style={{ ...note, margin: '12px 0 0', fontSize: '16px' }}>{view.lead}</Text>
      </Section>
      <Section style={{ padding: '16px 32px 8px' }}>
        <table width="100%" cellPadding={0} cellSpacing={0} style={{ borderCollapse: 'collapse' }}>
          <tbody>
            {view.rows.map((row) => (
              <tr key={row.label}>
                <th scope="row" style={{ ...label, width: '128px' }}>
                  {row.label}
                </th>
                <td style={{ ...value, lineHeight: '1.5' }}>
                  {row.dateTime ? <time dateTime={row.dateTime}>{row.text}</time> : row.text}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </Section>
      <Section style={{ padding: '16px 32px 24px' }}>
        <Text style={note}>{view.reply}</Text>
        <Text style={{ ...note, margin: 0, color: colour.muted, fontSize: '14px' }}>{view.notYou}</Text>
      </Section>
      <Section style={{ padding: '16px 32px', borderTop: `1px solid ${colour.line}`, backgroundColor: colour.paper }}>
        <Text style={{ margin: 0, color: colour.muted, fontSize: '12px', lineHeight: '1.5' }}>{view.footer}</Text>
      </Section>
    </MailFrame>
  );
}
