import nodemailer from 'nodemailer';
import type { PurchaseOrder } from '../../../domain/purchasing.js';
import type { Env } from '../../env.js';
import { orderCsv, orderCsvName } from './order-csv.js';

/**
 * E-mails a purchase order to its supplier through the configured SMTP server: a short text in
 * the sender's language and the order as a CSV attachment. Without SMTP_HOST and SMTP_FROM there
 * is no mailer, and the web shows no e-mail button.
 */

export type Language = 'en' | 'fr';

export interface OrderMailer {
  send(order: PurchaseOrder, restaurant: string, lang: Language): Promise<void>;
}

const words = {
  en: {
    subject: (number: number, restaurant: string) =>
      `Purchase order PO-${number} from ${restaurant}`,
    greeting: 'Hello,',
    intro: (restaurant: string) => `Please find below our order for ${restaurant}.`,
    bottles: 'bottles',
    total: 'Total',
    note: 'Note',
    attached: 'The order is attached as a CSV file.',
  },
  fr: {
    subject: (number: number, restaurant: string) =>
      `Bon de commande PO-${number} de ${restaurant}`,
    greeting: 'Bonjour,',
    intro: (restaurant: string) => `Voici notre commande pour ${restaurant}.`,
    bottles: 'bouteilles',
    total: 'Total',
    note: 'Remarque',
    attached: 'Le bon de commande est joint au format CSV.',
  },
} as const;

function orderSubject(order: PurchaseOrder, restaurant: string, lang: Language): string {
  return words[lang].subject(order.number, restaurant);
}

function orderText(order: PurchaseOrder, restaurant: string, lang: Language): string {
  const w = words[lang];
  const lines = order.lines.map(
    (line) =>
      `- ${line.quantity} × ${line.name}${line.producer ? `, ${line.producer}` : ''}${
        line.vintage ? ` ${line.vintage}` : ''
      } (${line.bottleSize} ml)`,
  );
  return [
    w.greeting,
    '',
    w.intro(restaurant),
    '',
    ...lines,
    '',
    `${w.total}: ${order.total.bottles} ${w.bottles}`,
    ...(order.note ? ['', `${w.note}: ${order.note}`] : []),
    '',
    w.attached,
  ].join('\n');
}

export function smtpMailer(env: Env): OrderMailer | undefined {
  if (!env.SMTP_HOST || !env.SMTP_FROM) return undefined;
  const transport = nodemailer.createTransport({
    host: env.SMTP_HOST,
    port: env.SMTP_PORT,
    secure: env.SMTP_SECURE,
    ...(env.SMTP_USER ? { auth: { user: env.SMTP_USER, pass: env.SMTP_PASSWORD ?? '' } } : {}),
  });
  const from = env.SMTP_FROM;
  return {
    async send(order, restaurant, lang) {
      await transport.sendMail({
        from,
        to: order.supplier.email,
        subject: orderSubject(order, restaurant, lang),
        text: orderText(order, restaurant, lang),
        attachments: [
          { filename: orderCsvName(order), content: orderCsv(order), contentType: 'text/csv' },
        ],
      });
    },
  };
}
