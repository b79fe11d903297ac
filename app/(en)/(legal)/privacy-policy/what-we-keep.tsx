import { anchors } from '@/lib/site/routes';
import { languageField, typedFields, type EnquiryField } from '@/lib/enquiry/fields';
import { listWords } from '@/lib/i18n/list-words';
import { builtForVercel, hosting as built, hostingPlaceIn, type Hosting } from '@/lib/site/hosting';
import { clientPeriods } from '@/lib/site/facts';
import {
  clientPeriodWords,
  keptIn,
  rateLimitWindows,
  receiptSpanS,
  retention,
  sameText,
  secondsInWords,
} from '@/lib/site/retention';

// What the record keeps of each field a visitor sends: a field added to enquiryFields fails the type check
// here until the policy names it.
const keptFields: Readonly<Record<EnquiryField, string>> = {
  name: 'your name',
  email: 'email address',
  interest: 'the kind of customer you are',
  language: 'the language of the page you wrote from',
  message: 'your message',
};

/**
 * The privacy policy's account of what the site keeps, where and for how long, read from the facts the stores
 * use, as this build runs: on Vercel in Redis alone (there is no disk to keep); elsewhere on the server's
 * disk too, where there is no Redis, and for what Redis could not take while it was down (the spill).
 */
export function WhatWeKeep({ hosting = built }: { hosting?: Hosting }) {
  const place = hostingPlaceIn('en', hosting);
  const window = secondsInWords(rateLimitWindows.clientS);
  return (
    <>
      <h2 id={anchors.periods}>What we keep, where, and for how long</h2>
      {builtForVercel(hosting) ? (
        <p>
          What this website keeps is held in {keptIn.sharedStore}, a database kept for us in the same region as the
          website&rsquo;s servers{place && ` (${place.city}, ${place.country})`}.
        </p>
      ) : (
        <p>
          What this website keeps is held in {keptIn.sharedStore}, a database kept for us in the same region as the
          website&rsquo;s servers{place && ` (${place.city}, ${place.country})`}, or, where the site runs without such a
          database, in files on the server that runs the site. While {keptIn.sharedStore} cannot be reached, what the
          website could not write to it is written to those files instead, for the periods stated below, and moved into{' '}
          {keptIn.sharedStore} once it answers again.
        </p>
      )}
      <ul>
        <li>
          <strong>Your enquiry.</strong> We keep a record of each enquiry you send: an id, the short reference we show
          you when it is sent, the time we received it, whether your browser sent it with or without JavaScript, what
          you entered (
          {listWords(
            'en',
            typedFields.map((field) => keptFields[field]),
          )}
          ), {keptFields[languageField]}, and whether it has been delivered. The record of an enquiry we have delivered
          is deleted after {retention.deliveredDays} days.
        </li>
        <li>
          <strong>Enquiries not yet delivered.</strong> An enquiry that could not reach us at once is kept until we send
          it on, and for no more than {retention.undeliveredDays} days. An enquiry our checks suspect to be spam is held
          instead of delivered until one of us has read and released it, and for no more than {retention.heldDays} days.
          An enquiry whose message our mail server refuses, for what it contains, is not sent again by itself: it is
          kept so that one of us can read it and deal with it, and for no more than {retention.refusedDays} days. So
          that none is overlooked, held enquiries are shown to us in a digest sent by email, giving for each the time it
          arrived, the name, email address and kind of customer entered, and the beginning of its message (for one our
          mail server refused, only the time it arrived, the kind of customer, the language of the page and the
          enquiry&rsquo;s reference); that email is kept in {keptIn.mailbox}, as described below.
        </li>
        <li>
          <strong>Backups.</strong> So that no enquiry is lost to a failed disk, a copy of these records is taken each
          day: by the website itself where it keeps them in files on its server, or by the provider of{' '}
          {keptIn.sharedStore} where they are held there. Each copy replaces the one before, which is then deleted, so a
          record stays in a copy no more than a day beyond the period stated for it above. A copy one of us takes by
          hand, before moving the site to another server for example, is never replaced: it is ours to delete, and we
          delete it within a day as well. Where {keptIn.sharedStore} keeps its data in files on disk, the website asks
          it each day to rewrite them, and where its provider allows that, a record stays in those files no more than a
          day beyond that period either.
        </li>
        <li>
          <strong>The email we receive.</strong> A delivered enquiry arrives as an email in {keptIn.mailbox}. We keep it
          there as our business correspondence for {clientPeriodWords(clientPeriods.mailboxDays, 'days')} after our last
          exchange about it, and then delete it; if you become a customer, it is kept with the records of your order
          instead, for {clientPeriodWords(clientPeriods.customerRecordYears, 'years')} after the order, to meet our
          legal, tax and accounting duties. That mailbox is outside this website, and the periods above do not apply to
          it. Where the site runs without a mail server, the email is written instead to a file in {keptIn.mailFiles},
          which serves as that mailbox: the site never deletes those files by itself, so we delete them by hand when the
          same period ends.
        </li>
        <li>
          <strong>Your receipt.</strong> Once your enquiry has reached us, we may send a short email to the address you
          gave, so that you know it arrived, and, should none arrive, that the address may have been mistyped (our
          legitimate interest in answering you): it gives the enquiry&rsquo;s reference, the time we received it and the
          kind of customer you chose, and nothing else you entered. None is sent for an enquiry held as suspected spam,
          and no mailbox receives more than one a day, however its address is written. To keep to that, we keep a
          pseudonymised form of the address, with the id of the enquiry it was for, for {secondsInWords(receiptSpanS)}{' '}
          after we first try to send it, where the records above are, and delete it within the hour after, or when you
          ask us to erase your data; the site counts the receipts it sent in that time by when each went, holding no
          address. We keep no copy of the email itself.
        </li>
        <li>
          <strong>A fingerprint of a recent enquiry.</strong> For {window} after you send an enquiry we keep a one-way
          fingerprint of it, from which it cannot be read back, filed under a pseudonymised form of your email address,
          so that if your browser sends the same enquiry again we recognise it and do not deliver it twice. It is kept
          where the records above are, and deleted within the hour after those {window}.
        </li>
        <li>
          <strong>The same message from several addresses.</strong> For {secondsInWords(sameText.windowS)} after you
          send an enquiry we keep a one-way fingerprint of its message, from which it cannot be read back and in which
          capitals and spacing make no difference, filed under a pseudonymised form of your email address, so that when
          the same message comes from {sameText.addresses} or more email addresses, as mass-mailed advertising does, the
          enquiry reaches us marked as such. That alone never holds it back: it is held until one of us has read it only
          if our other checks suspect it too. The fingerprint is kept where the records above are, and deleted within
          the hour after that time.
        </li>
        <li>
          <strong>Counts per network address.</strong> To limit abuse, we count the requests and enquiries that come
          from each network address, and from the network it is part of (the block of addresses a provider gives one
          line, server or organisation, known by the first part of the address), never by your name or email address.
          Each count lasts {window} and then expires by itself. The enquiries from each address, and from each network,
          are also counted for {secondsInWords(rateLimitWindows.sharedS)}, so that no single visitor or network can
          close the form to everyone else. Where the address cannot be verified, as when the site is run with neither a
          proxy it trusts nor its own start-up program (which ignores any address a request claims for itself), its
          other requests are counted for {secondsInWords(rateLimitWindows.sharedS)} too. We also count the enquiries the
          site receives from all visitors together: a single number, holding no address, that lasts{' '}
          {secondsInWords(rateLimitWindows.sharedS)}; once it reaches the day&rsquo;s ceiling, the form asks every
          visitor to write to us by email instead. The counts are kept in {keptIn.sharedStore} when the site has it,
          otherwise in the server&rsquo;s memory.
        </li>
        <li>
          <strong>Server logs.</strong> Our server&rsquo;s own logs note each enquiry&rsquo;s id and reference, what
          became of it and how long that took. They never contain your name, email address or message.
        </li>
      </ul>
    </>
  );
}
