/**
 * npm run budgets — builds both modes with a chunk report and prints, per
 * route, the gzip JavaScript a browser loads first; fails over budget or when
 * heavy code (calendar, phone metadata, date pickers, QR, PDF) reaches login.
 * Figures go through bench-figures (one gate per route × mode) for npm run bench.
 */
import { gatesHold, reportFigures } from './lib/bench-figures';
import { measureBudgets } from './lib/route-budget-measure';
import { budgetFigures, budgetTable } from './lib/route-budget';
import { budgetRoutes } from './budget-routes';

const results = measureBudgets(budgetRoutes);
for (const line of budgetTable(results)) console.log(line);
const failed = results.filter((r) => !r.ok).length;
console.log(failed ? `${failed} route budget(s) broken` : 'all route budgets hold');
const figures = budgetFigures(results);
reportFigures(figures);
process.exit(gatesHold(figures) ? 0 : 1);
