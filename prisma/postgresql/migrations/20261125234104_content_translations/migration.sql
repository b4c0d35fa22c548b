-- AlterTable
ALTER TABLE "Price" ADD COLUMN     "description" TEXT,
ADD COLUMN     "descriptionEn" TEXT,
ADD COLUMN     "descriptionEs" TEXT,
ADD COLUMN     "name" TEXT,
ADD COLUMN     "nameEn" TEXT,
ADD COLUMN     "nameEs" TEXT;

-- AlterTable
ALTER TABLE "LegalDocument" ADD COLUMN     "titleEn" TEXT,
ADD COLUMN     "titleEs" TEXT;

-- AlterTable
ALTER TABLE "LegalDocumentVersion" ADD COLUMN     "contentEn" TEXT,
ADD COLUMN     "contentEs" TEXT,
ADD COLUMN     "versionEn" TEXT,
ADD COLUMN     "versionEs" TEXT;

-- AlterTable
ALTER TABLE "Event" ADD COLUMN     "descriptionEn" TEXT,
ADD COLUMN     "descriptionEs" TEXT,
ADD COLUMN     "titleEn" TEXT,
ADD COLUMN     "titleEs" TEXT;

-- AlterTable
ALTER TABLE "RewardPoint" ADD COLUMN     "descriptionEn" TEXT,
ADD COLUMN     "descriptionEs" TEXT,
ADD COLUMN     "locationEn" TEXT,
ADD COLUMN     "locationEs" TEXT,
ADD COLUMN     "nameEn" TEXT,
ADD COLUMN     "nameEs" TEXT;

-- AlterTable
ALTER TABLE "NewsItem" ADD COLUMN     "bodyHtmlEn" TEXT,
ADD COLUMN     "bodyHtmlEs" TEXT,
ADD COLUMN     "imageAlt" TEXT,
ADD COLUMN     "imageAltEn" TEXT,
ADD COLUMN     "imageAltEs" TEXT,
ADD COLUMN     "subtitleEn" TEXT,
ADD COLUMN     "subtitleEs" TEXT,
ADD COLUMN     "summaryEn" TEXT,
ADD COLUMN     "summaryEs" TEXT,
ADD COLUMN     "titleEn" TEXT,
ADD COLUMN     "titleEs" TEXT;

-- AlterTable
ALTER TABLE "Topic" ADD COLUMN     "descriptionEn" TEXT,
ADD COLUMN     "descriptionEs" TEXT,
ADD COLUMN     "nameEn" TEXT,
ADD COLUMN     "nameEs" TEXT;

-- AlterTable
ALTER TABLE "HelpTopic" ADD COLUMN     "descriptionEn" TEXT,
ADD COLUMN     "descriptionEs" TEXT,
ADD COLUMN     "titleEn" TEXT,
ADD COLUMN     "titleEs" TEXT;

-- AlterTable
ALTER TABLE "Faq" ADD COLUMN     "answerEn" TEXT,
ADD COLUMN     "answerEs" TEXT,
ADD COLUMN     "questionEn" TEXT,
ADD COLUMN     "questionEs" TEXT;
