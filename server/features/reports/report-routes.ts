import type { FastifyPluginAsync } from 'fastify';
import { reportOperationOf } from '../../../domain/operations/report-views.js';
import * as ops from '../../../domain/operations/reports.js';
import {
  REPORT_NAMES,
  type ReportName,
  type ReportOf,
  type ReportQuery,
} from '../../../domain/reports.js';
import type { Actor } from '../../http/actor.js';
import { actorOf } from '../../http/actor.js';
import { route } from '../../http/operation-route.js';
import type { ParService } from './par-service.js';
import * as csv from './report-csv.js';
import type { ReportService } from './report-service.js';
import { varianceCsv } from './variance-csv.js';

type Answers = { [N in ReportName]: (actor: Actor, query: ReportQuery) => Promise<ReportOf<N>> };
type CsvWriters = { [N in ReportName]: (report: ReportOf<N>) => string };

const csvOf: CsvWriters = {
  value: csv.valueCsv,
  out: csv.outCsv,
  glass: csv.glassCsv,
  'dead-stock': csv.deadStockCsv,
  movement: csv.movementCsv,
  reorder: csv.reorderCsv,
  'cost-changes': csv.costChangesCsv,
  variance: varianceCsv,
};

/** A report as CSV text: the columns of its screen. */
async function reportCsv<N extends ReportName>(
  answers: Answers,
  report: N,
  actor: Actor,
  query: ReportQuery,
): Promise<string> {
  const write: CsvWriters[N] = csvOf[report];
  return write(await answers[report](actor, query));
}

/** The money view (decision 0017): each report of domain/reports.ts, its CSV, settings, pars. */
export function reportRoutes(reports: ReportService, pars: ParService): FastifyPluginAsync {
  const answers: Answers = {
    value: (actor, query) => reports.value(actor, query),
    out: (actor, query) => reports.out(actor, query),
    glass: (actor) => reports.glass(actor),
    'dead-stock': (actor, query) => reports.deadStock(actor, query),
    movement: (actor, query) => reports.movement(actor, query),
    reorder: (actor) => reports.reorder(actor),
    'cost-changes': (actor, query) => reports.costChanges(actor, query),
    variance: (actor, query) => reports.variance(actor, query),
  };

  return async (app) => {
    for (const report of REPORT_NAMES) {
      route(app, reportOperationOf[report], async (request) =>
        answers[report](actorOf(request), request.query),
      );
    }
    route(app, ops.exportReport, async (request, reply) => {
      const { report } = request.params;
      const text = await reportCsv(answers, report, actorOf(request), request.query);
      return reply
        .type('text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="${report}.csv"`)
        .send(text);
    });
    route(app, ops.reportSettings, async (request) => pars.settings(actorOf(request)));
    route(app, ops.saveReportSettings, async (request) =>
      pars.putSettings(actorOf(request), request.body),
    );
    route(app, ops.parLevels, async (request) => pars.list(actorOf(request)));
    route(app, ops.saveParLevels, async (request) => pars.put(actorOf(request), request.body));
  };
}
