import type { Call, PostHandlers } from '../http/call.ts';
import { notFound } from '../http/errors.ts';
import { paged } from '../views.ts';
import { media } from '../world.ts';

function activities(call: Call) {
  const rows = call.app.db.prepare('SELECT * FROM activities ORDER BY start_time DESC').all() as {
    id: number;
    title_zh: string;
    title_br: string;
    summary_zh: string;
    summary_br: string;
    start_time: number;
    end_time: number;
  }[];
  return rows.map((row) => ({
    id: row.id,
    title: call.t(row.title_zh, row.title_br),
    cover: media.cover('activity', row.id, call.lang),
    summary: call.t(row.summary_zh, row.summary_br),
    paragraphs: [
      call.t(row.summary_zh, row.summary_br),
      call.t('活动最终解释权归本站所有。', 'Regras sujeitas a alteração.'),
    ],
    start_time: row.start_time,
    end_time: row.end_time,
  }));
}

export const activityRoutes = {
  '/api/activity/getList': (call: Call) => {
    const page = call.params.page();
    return paged(activities(call), page);
  },
  '/api/activity/getDetail': (call: Call) => {
    const id = call.params.int('id');
    return activities(call).find((item) => item.id === id) ?? notFound(call.t('活动', 'Atividade'), id);
  },
} satisfies Partial<PostHandlers>;
