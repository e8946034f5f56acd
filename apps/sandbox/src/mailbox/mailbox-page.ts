import { escapeHtml } from '../http/escape-html';
import type { MailMessage } from '../state/state-schema';
import { htmlPage } from '../http/html-page';

/** Escapes the text and makes its http(s) addresses followable links. */
function textWithLinks(text: string): string {
  return text
    .split(/(https?:\/\/[^\s<>"]+)/)
    .map((part, index) => (index % 2 === 1 ? `<a href="${escapeHtml(part)}">${escapeHtml(part)}</a>` : escapeHtml(part)))
    .join('');
}

function messageCard(message: MailMessage): string {
  const code = message.code
    ? `<p class="code">Code: <strong>${escapeHtml(message.code)}</strong></p>`
    : '';
  return `<article>
  <h2 lang="${escapeHtml(message.language)}">${escapeHtml(message.subject)}</h2>
  <dl>
    <dt>To</dt><dd>${escapeHtml(message.to)}</dd>
    <dt>Sent</dt><dd><time datetime="${escapeHtml(message.sentAt)}">${escapeHtml(message.sentAt)}</time></dd>
    <dt>Template</dt><dd>${escapeHtml(message.template)} (${escapeHtml(message.language)})${
      message.templateId ? `, id ${escapeHtml(message.templateId)}` : ''
    }</dd>
  </dl>
  ${code}
  <pre lang="${escapeHtml(message.language)}">${textWithLinks(message.text)}</pre>
</article>`;
}

/** The page a developer reads the sandbox's e-mail on; messages arrive newest first. */
export function renderMailboxPage(messages: MailMessage[], filter: string | undefined): string {
  const list = messages.length
    ? messages.map(messageCard).join('\n')
    : `<p>No messages${filter ? ` to ${escapeHtml(filter)}` : ''} yet. Sign in on the storefront and the code shows up here.</p>`;
  return htmlPage({
    title: 'Sandbox mailbox',
    style: `
  body { font-family: system-ui, sans-serif; max-width: 48rem; margin: 2rem auto; padding: 0 1rem; color: #1a1a1a; }
  form { display: flex; gap: .5rem; margin-bottom: 1.5rem; }
  article { border: 1px solid #ccc; border-radius: .5rem; padding: 1rem; margin-bottom: 1rem; }
  h2 { font-size: 1.1rem; margin: 0 0 .5rem; }
  dl { display: grid; grid-template-columns: max-content 1fr; gap: .25rem 1rem; margin: 0 0 .5rem; }
  dt { font-weight: bold; }
  dd { margin: 0; }
  .code strong { font-size: 1.5rem; letter-spacing: .3rem; }
  pre { white-space: pre-wrap; background: #f6f6f6; padding: .75rem; border-radius: .25rem; }
`,
    body: `
<main>
<h1>Sandbox mailbox</h1>
<p>Every e-mail the sandbox sends, newest first. Reload to see new mail. JSON for tests: <a href="/mailbox/api">/mailbox/api</a>.</p>
<form method="get" action="/mailbox">
  <label for="to">Recipient</label>
  <input id="to" name="to" type="email" value="${escapeHtml(filter ?? '')}">
  <button type="submit">Filter</button>
  <a href="/mailbox">Show all</a>
</form>
${list}
</main>
`,
  });
}
