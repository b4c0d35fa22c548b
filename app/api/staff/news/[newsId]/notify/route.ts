import { withApi } from "@/lib/server/api";
import { notifyImportantNews } from "@/lib/server/services/notifications/broadcast";
import { newsIdParams } from "@/lib/validations/community";

// POST /api/staff/news/{newsId}/notify — tell every participant about an important news item (once each).
export const POST = withApi({ access: "staff", params: newsIdParams }, async ({ params }) =>
  notifyImportantNews(params.newsId),
);
