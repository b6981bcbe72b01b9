import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  deadStockReportSchema,
  glassReportSchema,
  movementReportSchema,
  outReportSchema,
  parLevelsSchema,
  putParLevelsSchema,
  putReportSettingsSchema,
  type ReportName,
  type ReportQuery,
  reorderReportSchema,
  reportExportParamsSchema,
  reportQuerySchema,
  reportSettingsSchema,
  valueReportSchema,
} from '../../../domain/reports.js';
import type { Actor } from '../../http/actor.js';
import { actorOf } from '../../http/actor.js';
import type { ParService } from './par-service.js';
import * as csv from './report-csv.js';
import type { ReportService } from './report-service.js';

const tags = ['reports'];

/** The money view (issue 17, decision 0017); permissions in domain/route-permissions.ts. */
export function reportRoutes(reports: ReportService, pars: ParService): FastifyPluginAsyncZod {
  const csvOf: Record<ReportName, (actor: Actor, query: ReportQuery) => Promise<string>> = {
    value: async (actor, query) => csv.valueCsv(await reports.value(actor, query)),
    out: async (actor, query) => csv.outCsv(await reports.out(actor, query)),
    glass: async (actor) => csv.glassCsv(await reports.glass(actor)),
    'dead-stock': async (actor, query) => csv.deadStockCsv(await reports.deadStock(actor, query)),
    movement: async (actor, query) => csv.movementCsv(await reports.movement(actor, query)),
    reorder: async (actor) => csv.reorderCsv(await reports.reorder(actor)),
  };

  return async (app) => {
    app.get(
      '/reports/value',
      {
        schema: {
          tags,
          summary: 'Value on hand at cost and at menu price, by a group',
          querystring: reportQuerySchema,
          response: { 200: valueReportSchema },
        },
      },
      async (request) => reports.value(actorOf(request), request.query),
    );

    app.get(
      '/reports/out',
      {
        schema: {
          tags,
          summary: 'Removals of a period by reason, and its cost of goods',
          querystring: reportQuerySchema,
          response: { 200: outReportSchema },
        },
      },
      async (request) => reports.out(actorOf(request), request.query),
    );

    app.get(
      '/reports/glass',
      {
        schema: {
          tags,
          summary: 'Pour cost of each glass listing at 3oz and 5oz',
          querystring: reportQuerySchema,
          response: { 200: glassReportSchema },
        },
      },
      async (request) => reports.glass(actorOf(request)),
    );

    app.get(
      '/reports/dead-stock',
      {
        schema: {
          tags,
          summary: 'Formats with bottles and no movement for N days',
          querystring: reportQuerySchema,
          response: { 200: deadStockReportSchema },
        },
      },
      async (request) => reports.deadStock(actorOf(request), request.query),
    );

    app.get(
      '/reports/movement',
      {
        schema: {
          tags,
          summary: 'Bottles in and out per week of a period',
          querystring: reportQuerySchema,
          response: { 200: movementReportSchema },
        },
      },
      async (request) => reports.movement(actorOf(request), request.query),
    );

    app.get(
      '/reports/reorder',
      {
        schema: {
          tags,
          summary: 'Formats below their par level, by supplier',
          querystring: reportQuerySchema,
          response: { 200: reorderReportSchema },
        },
      },
      async (request) => reports.reorder(actorOf(request)),
    );

    app.get(
      '/reports/:report/export.csv',
      {
        schema: {
          tags,
          summary: 'A report as CSV, with the columns of its screen',
          params: reportExportParamsSchema,
          querystring: reportQuerySchema,
          // CSV text, not JSON.
          response: { 200: z.unknown() },
        },
      },
      async (request, reply) => {
        const text = await csvOf[request.params.report](actorOf(request), request.query);
        return reply
          .type('text/csv; charset=utf-8')
          .header('Content-Disposition', `attachment; filename="${request.params.report}.csv"`)
          .send(text);
      },
    );

    app.get(
      '/reports/settings',
      {
        schema: {
          tags,
          summary: 'The currency and pour-cost target of the reports',
          response: { 200: reportSettingsSchema },
        },
      },
      async (request) => pars.settings(actorOf(request)),
    );
    app.put(
      '/reports/settings',
      {
        schema: {
          tags,
          summary: 'Set the currency and pour-cost target of the reports',
          body: putReportSettingsSchema,
          response: { 200: reportSettingsSchema },
        },
      },
      async (request) => pars.putSettings(actorOf(request), request.body),
    );

    app.get(
      '/par-levels',
      {
        schema: {
          tags,
          summary: 'The par level of every format that has one',
          response: { 200: parLevelsSchema },
        },
      },
      async (request) => pars.list(actorOf(request)),
    );
    app.put(
      '/par-levels',
      {
        schema: {
          tags,
          summary: 'Set or clear the par levels of formats, all or none',
          body: putParLevelsSchema,
          response: { 200: parLevelsSchema },
        },
      },
      async (request) => pars.put(actorOf(request), request.body),
    );
  };
}
