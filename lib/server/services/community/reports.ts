import "server-only";
import { now } from "@/lib/server/clock";
import { db } from "@/lib/server/db";
import { AppError } from "@/lib/server/errors";
import type { ReportReason } from "@/lib/server/generated/prisma/client";

/** 'Enviar Denúncia': stored in the moderation queue; one open report per person and content. */
export async function createReport(
  reporterId: string,
  input: { contentType: "post" | "comment"; contentId: string; reason: ReportReason; observations: string },
) {
  const target =
    input.contentType === "post"
      ? await db.post.findFirst({ where: { id: input.contentId, hiddenAt: null }, select: { id: true } })
      : await db.postComment.findFirst({
          where: { id: input.contentId, hiddenAt: null, post: { hiddenAt: null } },
          select: { id: true },
        });
  if (!target) throw new AppError(404, input.contentType === "post" ? "POST_NOT_FOUND" : "COMMENT_NOT_FOUND");
  const ref = input.contentType === "post" ? { postId: target.id } : { commentId: target.id };
  const open = await db.report.findFirst({
    where: { reporterId, status: "OPEN", ...ref },
    select: { id: true },
  });
  if (open) throw new AppError(409, "ALREADY_REPORTED");
  const report = await db.report.create({
    data: {
      reporterId,
      contentType: input.contentType,
      reason: input.reason,
      observations: input.observations,
      ...ref,
    },
    select: { id: true },
  });
  return { id: report.id };
}

/** The staff queue: open reports first, with the reported content and who wrote it. */
export async function listReports(status: "OPEN" | "ALL" = "OPEN") {
  const rows = await db.report.findMany({
    where: status === "OPEN" ? { status: "OPEN" } : {},
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
    take: 200,
    select: {
      id: true,
      contentType: true,
      reason: true,
      observations: true,
      status: true,
      createdAt: true,
      reporter: { select: { fullName: true } },
      post: { select: { id: true, content: true, hiddenAt: true, author: { select: { fullName: true } } } },
      comment: {
        select: {
          id: true,
          content: true,
          hiddenAt: true,
          postId: true,
          author: { select: { fullName: true } },
        },
      },
    },
  });
  return rows.map((r) => {
    const content = r.post ?? r.comment;
    return {
      id: r.id,
      contentType: r.contentType,
      reason: r.reason,
      observations: r.observations,
      status: r.status,
      createdAt: r.createdAt.toISOString(),
      reporter: r.reporter.fullName,
      content: content
        ? {
            id: content.id,
            text: content.content,
            author: content.author.fullName,
            hidden: !!content.hiddenAt,
          }
        : null,
    };
  });
}

/** One report of the staff queue, as the moderation screen receives it. */
export type ReportView = Awaited<ReturnType<typeof listReports>>[number];

/**
 * Staff decide: 'hide' takes the content out of every feed (and closes every open report on it);
 * 'dismiss' closes this report. A decided report is a 409.
 */
export async function moderateReport(staffId: string, reportId: string, action: "hide" | "dismiss") {
  const report = await db.report.findUnique({
    where: { id: reportId },
    select: { id: true, status: true, postId: true, commentId: true },
  });
  if (!report) throw new AppError(404, "REPORT_NOT_FOUND");
  if (report.status !== "OPEN") throw new AppError(409, "REPORT_ALREADY_DECIDED");
  const at = now();
  await db.$transaction(async (tx) => {
    const closed = await tx.report.updateMany({
      where: { id: reportId, status: "OPEN" },
      data: {
        status: action === "hide" ? "CONTENT_HIDDEN" : "DISMISSED",
        resolvedById: staffId,
        resolvedAt: at,
      },
    });
    if (closed.count !== 1) throw new AppError(409, "REPORT_ALREADY_DECIDED");
    if (action !== "hide") return;
    if (report.postId)
      await tx.post.updateMany({ where: { id: report.postId, hiddenAt: null }, data: { hiddenAt: at } });
    if (report.commentId)
      await tx.postComment.updateMany({
        where: { id: report.commentId, hiddenAt: null },
        data: { hiddenAt: at },
      });
    const sameContent = report.postId ? { postId: report.postId } : { commentId: report.commentId };
    await tx.report.updateMany({
      where: { ...sameContent, status: "OPEN" },
      data: { status: "CONTENT_HIDDEN", resolvedById: staffId, resolvedAt: at },
    });
  });
  return { status: action === "hide" ? "CONTENT_HIDDEN" : "DISMISSED" };
}
