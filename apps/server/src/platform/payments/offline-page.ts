import { cardBrandName, formatMoneyIn, OFFLINE_TEST_CARDS, type Language } from '@benefits/domain';
import type { OfflineSessionRow } from './queries';

/** The offline checkout page's text, in English and French (decision 0021). */
const TEXT = {
  en: {
    title: 'Test card checkout',
    banner:
      'Test payment provider: no real card is charged or stored. Only Stripe’s documented test cards are accepted.',
    setup: 'Save a card for {{provider}}',
    payment: 'Pay {{amount}} to {{provider}}',
    card: 'Card number or test payment method',
    cardHint: 'For example 4242 4242 4242 4242, or pm_card_visa',
    expiry: 'Expiry (MM/YY)',
    cvc: 'Security code (CVC)',
    submitSetup: 'Save card',
    submitPayment: 'Pay',
    cancel: 'Cancel and go back',
    invalid:
      'This is not one of Stripe’s documented test cards, or its expiry or security code is not valid. Use a test card below.',
    testCards: 'Test cards',
    succeeds: 'succeeds',
    declined: 'declined: {{message}}',
    gone: 'This checkout has ended or does not exist.',
    back: 'Go back',
  },
  fr: {
    title: 'Paiement par carte de test',
    banner:
      'Fournisseur de paiement de test : aucune vraie carte n’est débitée ni conservée. Seules les cartes de test documentées par Stripe sont acceptées.',
    setup: 'Enregistrer une carte pour {{provider}}',
    payment: 'Payer {{amount}} à {{provider}}',
    card: 'Numéro de carte ou moyen de paiement de test',
    cardHint: 'Par exemple 4242 4242 4242 4242, ou pm_card_visa',
    expiry: 'Expiration (MM/AA)',
    cvc: 'Code de sécurité (CVC)',
    submitSetup: 'Enregistrer la carte',
    submitPayment: 'Payer',
    cancel: 'Annuler et revenir',
    invalid:
      'Ce n’est pas une des cartes de test documentées par Stripe, ou sa date d’expiration ou son code de sécurité n’est pas valide. Utilisez une carte de test ci-dessous.',
    testCards: 'Cartes de test',
    succeeds: 'acceptée',
    declined: 'refusée : {{message}}',
    gone: 'Ce paiement est terminé ou n’existe pas.',
    back: 'Revenir',
  },
} as const;

/** Stripe's decline messages in French, for the page (the English is Stripe's own). */
const DECLINES_FR: Record<string, string> = {
  'Your card was declined.': 'Votre carte a été refusée.',
  'Your card has insufficient funds.': 'Votre carte n’a pas les fonds suffisants.',
  'Your card has expired.': 'Votre carte est expirée.',
};

const esc = (s: string) =>
  s
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{\{(\w+)\}\}/g, (_m, k: string) => values[k] ?? '');

export const declineText = (message: string, language: Language) =>
  language === 'fr' ? (DECLINES_FR[message] ?? message) : message;

const STYLE = `
:root{color-scheme:light dark;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}
body{margin:0;background:#f4f6f8;color:#1b1f24}
@media (prefers-color-scheme:dark){body{background:#121417;color:#e8eaed}.card{background:#1e2227!important;border-color:#3a4048!important}input{background:#121417;color:#e8eaed;border-color:#5a626c!important}.hint,.list{color:#b8bec6!important}}
main{max-width:460px;margin:0 auto;padding:24px 16px}
.banner{background:#fff4d6;color:#4d3800;border:1px solid #d9a400;border-radius:8px;padding:12px;margin-bottom:16px;font-weight:600}
.card{background:#fff;border:1px solid #d5dae0;border-radius:12px;padding:20px}
h1{font-size:1.4rem;margin:0 0 16px}
label{display:block;font-weight:600;margin:14px 0 4px}
input{width:100%;box-sizing:border-box;font-size:1rem;padding:10px;border:1px solid #767f8a;border-radius:6px}
.hint{font-size:.9rem;color:#4a525c;margin:4px 0 0}
.row{display:flex;gap:12px}.row>div{flex:1}
.error{background:#fdecea;color:#611a15;border:1px solid #d32f2f;border-radius:8px;padding:12px;margin:0 0 12px;font-weight:600}
button{font-size:1rem;padding:10px 16px;border-radius:6px;border:0;cursor:pointer;margin-top:18px;width:100%}
.pay{background:#1a56a8;color:#fff}.cancel{background:transparent;color:inherit;text-decoration:underline;margin-top:8px}
.list{font-size:.9rem;color:#4a525c;padding-left:18px}
code{font-size:.95em}
`;

function page(language: Language, title: string, body: string): string {
  return `<!doctype html><html lang="${language === 'fr' ? 'fr-CA' : 'en-CA'}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${esc(title)}</title><style>${STYLE}</style></head><body><main>${body}</main></body></html>`;
}

/** The page of an open session, with the last decline or refusal when there was one. */
export function offlineCheckoutPage(opts: {
  session: OfflineSessionRow;
  language: Language;
  providerName: string;
  action: string;
  error?: string;
  card?: string;
}): string {
  const t = TEXT[opts.language];
  const { session } = opts;
  const heading =
    session.mode === 'setup'
      ? fill(t.setup, { provider: opts.providerName })
      : fill(t.payment, {
          provider: opts.providerName,
          amount: formatMoneyIn(session.amountCents ?? 0, opts.language),
        });
  const cards = OFFLINE_TEST_CARDS.map(
    (c) =>
      `<li><code>${c.number.replace(/(\d{4})(?=\d)/g, '$1 ')}</code> / <code>${c.paymentMethod}</code> (${cardBrandName(c.brand)}): ${
        c.outcome === 'succeeded'
          ? t.succeeds
          : esc(fill(t.declined, { message: declineText(c.message ?? '', opts.language) }))
      }</li>`,
  ).join('');
  const body = `
<p class="banner" role="note">${esc(t.banner)}</p>
<div class="card">
<h1>${esc(heading)}</h1>
${session.description ? `<p>${esc(session.description)}</p>` : ''}
${opts.error ? `<p class="error" role="alert" id="checkout-error">${esc(opts.error)}</p>` : ''}
<form method="post" action="${esc(opts.action)}" novalidate>
<label for="card">${esc(t.card)}</label>
<input id="card" name="card" autocomplete="off" inputmode="text" value="${esc(opts.card ?? '')}" aria-describedby="card-hint${opts.error ? ' checkout-error' : ''}" required>
<p class="hint" id="card-hint">${esc(t.cardHint)}</p>
<div class="row"><div><label for="expiry">${esc(t.expiry)}</label><input id="expiry" name="expiry" autocomplete="off" inputmode="numeric" placeholder="12/34"></div>
<div><label for="cvc">${esc(t.cvc)}</label><input id="cvc" name="cvc" autocomplete="off" inputmode="numeric" placeholder="123"></div></div>
<button class="pay" type="submit">${esc(session.mode === 'setup' ? t.submitSetup : t.submitPayment)}</button>
<button class="cancel" type="submit" name="cancel" value="1" formnovalidate>${esc(t.cancel)}</button>
</form>
<h2 style="font-size:1.05rem;margin-top:20px">${esc(t.testCards)}</h2>
<ul class="list">${cards}</ul>
</div>`;
  return page(opts.language, `${t.title}: ${heading}`, body);
}

/** A session that has ended or never existed. */
export function offlineGonePage(language: Language, backUrl?: string): string {
  const t = TEXT[language];
  return page(
    language,
    t.title,
    `<p class="banner" role="note">${esc(t.banner)}</p><div class="card"><h1>${esc(t.gone)}</h1>${
      backUrl ? `<p><a href="${esc(backUrl)}">${esc(t.back)}</a></p>` : ''
    }</div>`,
  );
}

export const invalidCardText = (language: Language) => TEXT[language].invalid;
