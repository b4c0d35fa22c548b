-- AlterTable
ALTER TABLE "Event" ADD COLUMN "descriptionEn" TEXT;
ALTER TABLE "Event" ADD COLUMN "descriptionEs" TEXT;
ALTER TABLE "Event" ADD COLUMN "titleEn" TEXT;
ALTER TABLE "Event" ADD COLUMN "titleEs" TEXT;

-- AlterTable
ALTER TABLE "Faq" ADD COLUMN "answerEn" TEXT;
ALTER TABLE "Faq" ADD COLUMN "answerEs" TEXT;
ALTER TABLE "Faq" ADD COLUMN "questionEn" TEXT;
ALTER TABLE "Faq" ADD COLUMN "questionEs" TEXT;

-- AlterTable
ALTER TABLE "HelpTopic" ADD COLUMN "descriptionEn" TEXT;
ALTER TABLE "HelpTopic" ADD COLUMN "descriptionEs" TEXT;
ALTER TABLE "HelpTopic" ADD COLUMN "titleEn" TEXT;
ALTER TABLE "HelpTopic" ADD COLUMN "titleEs" TEXT;

-- AlterTable
ALTER TABLE "LegalDocument" ADD COLUMN "titleEn" TEXT;
ALTER TABLE "LegalDocument" ADD COLUMN "titleEs" TEXT;

-- AlterTable
ALTER TABLE "LegalDocumentVersion" ADD COLUMN "contentEn" TEXT;
ALTER TABLE "LegalDocumentVersion" ADD COLUMN "contentEs" TEXT;
ALTER TABLE "LegalDocumentVersion" ADD COLUMN "versionEn" TEXT;
ALTER TABLE "LegalDocumentVersion" ADD COLUMN "versionEs" TEXT;

-- AlterTable
ALTER TABLE "NewsItem" ADD COLUMN "bodyHtmlEn" TEXT;
ALTER TABLE "NewsItem" ADD COLUMN "bodyHtmlEs" TEXT;
ALTER TABLE "NewsItem" ADD COLUMN "imageAlt" TEXT;
ALTER TABLE "NewsItem" ADD COLUMN "imageAltEn" TEXT;
ALTER TABLE "NewsItem" ADD COLUMN "imageAltEs" TEXT;
ALTER TABLE "NewsItem" ADD COLUMN "subtitleEn" TEXT;
ALTER TABLE "NewsItem" ADD COLUMN "subtitleEs" TEXT;
ALTER TABLE "NewsItem" ADD COLUMN "summaryEn" TEXT;
ALTER TABLE "NewsItem" ADD COLUMN "summaryEs" TEXT;
ALTER TABLE "NewsItem" ADD COLUMN "titleEn" TEXT;
ALTER TABLE "NewsItem" ADD COLUMN "titleEs" TEXT;

-- AlterTable
ALTER TABLE "Price" ADD COLUMN "description" TEXT;
ALTER TABLE "Price" ADD COLUMN "descriptionEn" TEXT;
ALTER TABLE "Price" ADD COLUMN "descriptionEs" TEXT;
ALTER TABLE "Price" ADD COLUMN "name" TEXT;
ALTER TABLE "Price" ADD COLUMN "nameEn" TEXT;
ALTER TABLE "Price" ADD COLUMN "nameEs" TEXT;

-- AlterTable
ALTER TABLE "RewardPoint" ADD COLUMN "descriptionEn" TEXT;
ALTER TABLE "RewardPoint" ADD COLUMN "descriptionEs" TEXT;
ALTER TABLE "RewardPoint" ADD COLUMN "locationEn" TEXT;
ALTER TABLE "RewardPoint" ADD COLUMN "locationEs" TEXT;
ALTER TABLE "RewardPoint" ADD COLUMN "nameEn" TEXT;
ALTER TABLE "RewardPoint" ADD COLUMN "nameEs" TEXT;

-- AlterTable
ALTER TABLE "Topic" ADD COLUMN "descriptionEn" TEXT;
ALTER TABLE "Topic" ADD COLUMN "descriptionEs" TEXT;
ALTER TABLE "Topic" ADD COLUMN "nameEn" TEXT;
ALTER TABLE "Topic" ADD COLUMN "nameEs" TEXT;
