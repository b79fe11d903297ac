import 'server-only';
import { codeOf } from '@/lib/error-code';
import { enquiryLog } from '@/lib/log';
import { receiveEnquiry, type EnquiryFields, type Sender } from '../core/receive-enquiry';
import { countRefusal } from '../core/refusal-tally';
import { failure, type EnquiryResult, type Failure } from '../core/result';
import { enquiryServices } from '../services';
import { passGate, tooLarge } from './gate';

/** What a transport brings: the request's headers, and how to read the visitor's fields once the gate let it in. */
export type Arrival = {
  channel: Sender['channel'];
  headers: Headers;
  /** The media type the transport checks; none where Next has checked it (a form's Server Action). */
  mediaType?: string;
  read: () => Promise<{ ok: true; fields: EnquiryFields } | Failure>;
};

/** What came of it, and the fields as read (none when the request was refused before its body was read). */
export type Intake = { result: EnquiryResult; fields?: EnquiryFields };

async function admit({ channel, headers, mediaType, read }: Arrival): Promise<Intake> {
  const services = enquiryServices();
  const gate = await passGate(headers, services, mediaType);
  if (!gate.ok) return { result: gate };
  const body = await read();
  if (!body.ok) return { result: body };
  const { fields } = body;
  const result = tooLarge(fields) ?? (await receiveEnquiry(fields, { client: gate.client, channel }, services));
  return { result, fields };
}

/**
 * The one way into the use case for both transports (json-route.ts, form-action.ts): the gate, reading,
 * the size bound, receiving; an error nobody caught is logged by its code and answered as unexpected;
 * every refusal is counted for the log (refusal-tally.ts). Each transport reads its input and writes
 * its answer, nothing else.
 */
export async function takeEnquiry(arrival: Arrival): Promise<Intake> {
  let intake: Intake;
  try {
    intake = await admit(arrival);
  } catch (error) {
    enquiryLog().error({
      event: 'enquiry.unexpected',
      channel: arrival.channel,
      outcome: 'unexpected',
      code: codeOf(error),
    });
    intake = { result: failure('unexpected') };
  }
  if (!intake.result.ok) countRefusal(intake.result.code);
  return intake;
}
