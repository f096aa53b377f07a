// A reminder as an email (issue 41): the message's words in a plain, accessible layout in the guest's language and
// direction (Arabic right to left), a link to the page, why the guest gets it, a link to the settings and one-click
// unsubscribe (RFC 8058: List-Unsubscribe with List-Unsubscribe-Post, the link answering a POST).
import type { Texts } from '../../i18n/texts.ts'
import { directionOf } from '../../domain/locale.ts'
import type { ReminderMessage } from './words.ts'

const escapeHtml = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;')

export interface ReminderEmail {
  readonly subject: string
  readonly html: string
  readonly text: string
  readonly headers: Readonly<Record<string, string>>
}

/** Where the email's links go: the page, the settings and the unsubscribe link (absolute URLs on the portal). */
export interface EmailLinks {
  readonly page: string
  readonly settings: string
  readonly unsubscribe: string
}

export function reminderEmail(message: ReminderMessage, t: Texts, links: EmailLinks): ReminderEmail {
  const dir = directionOf(message.locale)
  const lang = message.locale === 'en-XA' ? 'en' : message.locale
  const paragraphs = message.lines.map((line) => `<p style="margin:0 0 12px">${escapeHtml(line)}</p>`).join('\n')
  const html = `<!doctype html>
<html lang="${lang}" dir="${dir}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(message.title)}</title></head>
<body style="margin:0;padding:24px;font-family:Georgia,serif;color:#1d2a2f;background:#fbf8f3" dir="${dir}">
<div style="max-width:560px;margin:0 auto;text-align:${dir === 'rtl' ? 'right' : 'left'}">
<h1 style="font-size:22px;margin:0 0 16px">${escapeHtml(message.title)}</h1>
${paragraphs}
<p style="margin:20px 0"><a href="${escapeHtml(links.page)}" style="color:#0b5563;font-weight:bold">${escapeHtml(t.reminders_open())}</a></p>
<hr style="border:0;border-top:1px solid #d8d2c8;margin:24px 0">
<p style="font-size:13px;margin:0 0 8px">${escapeHtml(t.reminders_email_why())}</p>
<p style="font-size:13px;margin:0"><a href="${escapeHtml(links.settings)}" style="color:#0b5563">${escapeHtml(t.reminders_email_settings())}</a> · <a href="${escapeHtml(links.unsubscribe)}" style="color:#0b5563">${escapeHtml(t.reminders_email_unsubscribe())}</a></p>
</div>
</body>
</html>`
  const text = [
    message.title,
    '',
    ...message.lines,
    '',
    `${t.reminders_open()}: ${links.page}`,
    '',
    '--',
    t.reminders_email_why(),
    `${t.reminders_email_settings()}: ${links.settings}`,
    `${t.reminders_email_unsubscribe()}: ${links.unsubscribe}`,
  ].join('\n')
  return {
    subject: message.title,
    html,
    text,
    headers: {
      'List-Unsubscribe': `<${links.unsubscribe}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  }
}
