import { Fragment } from 'react';
import { Text } from '@react-email/components';
import { colour } from './mail-style';

/** A visitor's message in an operators' e-mail: its lines as text (React escapes them), set off by a gold rule. */
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

type QuotedProps = { lines: string[]; margin: string | number; padding: string; fontSize: string };
