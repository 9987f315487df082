-- CreateTable
CREATE TABLE "HelpArticle" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "kind" TEXT NOT NULL,
    "category" TEXT NOT NULL DEFAULT '',
    "title" TEXT NOT NULL,
    "summary" TEXT NOT NULL DEFAULT '',
    "body" TEXT NOT NULL DEFAULT '',
    "coverUrl" TEXT NOT NULL DEFAULT '',
    "mediaUrl" TEXT NOT NULL DEFAULT '',
    "sort" INTEGER NOT NULL DEFAULT 0,
    "hidden" BOOLEAN NOT NULL DEFAULT false,
    "views" INTEGER NOT NULL DEFAULT 0,
    "createdBy" TEXT,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP
);

-- CreateTable
CREATE TABLE "SearchDoc" (
    "scope" TEXT NOT NULL,
    "refId" TEXT NOT NULL,
    "title" TEXT NOT NULL DEFAULT '',
    "terms" TEXT NOT NULL DEFAULT '',
    "updatedAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,

    PRIMARY KEY ("scope", "refId")
);

-- CreateTable
CREATE TABLE "ServiceTicket" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "userId" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "category" TEXT NOT NULL DEFAULT '',
    "content" TEXT NOT NULL,
    "images" TEXT NOT NULL DEFAULT '[]',
    "contact" TEXT NOT NULL DEFAULT '',
    "status" TEXT NOT NULL DEFAULT 'open',
    "agentId" TEXT,
    "userUnread" INTEGER NOT NULL DEFAULT 0,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "closedAt" DATETIME
);

-- CreateTable
CREATE TABLE "ServiceTicketEntry" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "ticketId" TEXT NOT NULL,
    "authorId" TEXT NOT NULL,
    "fromAgent" BOOLEAN NOT NULL DEFAULT false,
    "content" TEXT NOT NULL,
    "images" TEXT NOT NULL DEFAULT '[]',
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP
);

-- CreateTable
CREATE TABLE "Complaint" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "userId" TEXT NOT NULL,
    "targetKind" TEXT NOT NULL DEFAULT 'card',
    "targetId" TEXT,
    "reason" TEXT NOT NULL,
    "content" TEXT NOT NULL,
    "images" TEXT NOT NULL DEFAULT '[]',
    "status" TEXT NOT NULL DEFAULT 'pending',
    "decidedBy" TEXT,
    "decision" TEXT NOT NULL DEFAULT '',
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "decidedAt" DATETIME
);

-- CreateTable
CREATE TABLE "ChatConversation" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "userId" TEXT NOT NULL,
    "agentId" TEXT,
    "status" TEXT NOT NULL DEFAULT 'waiting',
    "lastSeq" INTEGER NOT NULL DEFAULT 0,
    "userUnread" INTEGER NOT NULL DEFAULT 0,
    "agentUnread" INTEGER NOT NULL DEFAULT 0,
    "lastMessageAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "closedAt" DATETIME
);

-- CreateTable
CREATE TABLE "ChatMessage" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "conversationId" TEXT NOT NULL,
    "seq" INTEGER NOT NULL,
    "senderId" TEXT NOT NULL,
    "fromAgent" BOOLEAN NOT NULL DEFAULT false,
    "clientMsgId" TEXT NOT NULL,
    "text" TEXT NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP
);

-- CreateTable
CREATE TABLE "ChatSocketTicket" (
    "tokenHash" TEXT NOT NULL PRIMARY KEY,
    "userId" TEXT NOT NULL,
    "expiresAt" DATETIME NOT NULL,
    "usedAt" DATETIME
);

-- RedefineTables
PRAGMA defer_foreign_keys=ON;
PRAGMA foreign_keys=OFF;
CREATE TABLE "new_Message" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "userId" TEXT NOT NULL,
    "kind" TEXT NOT NULL DEFAULT 'system',
    "title" TEXT NOT NULL,
    "content" TEXT NOT NULL,
    "link" TEXT NOT NULL DEFAULT '',
    "readAt" DATETIME,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP
);
INSERT INTO "new_Message" ("content", "createdAt", "id", "kind", "readAt", "title", "userId") SELECT "content", "createdAt", "id", "kind", "readAt", "title", "userId" FROM "Message";
DROP TABLE "Message";
ALTER TABLE "new_Message" RENAME TO "Message";
CREATE INDEX "Message_userId_createdAt_id_idx" ON "Message"("userId", "createdAt" DESC, "id");
CREATE INDEX "Message_userId_readAt_idx" ON "Message"("userId", "readAt");
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;

-- CreateIndex
CREATE INDEX "HelpArticle_kind_hidden_sort_id_idx" ON "HelpArticle"("kind", "hidden", "sort", "id");

-- CreateIndex
CREATE INDEX "ServiceTicket_userId_createdAt_id_idx" ON "ServiceTicket"("userId", "createdAt" DESC, "id");

-- CreateIndex
CREATE INDEX "ServiceTicket_status_updatedAt_id_idx" ON "ServiceTicket"("status", "updatedAt", "id");

-- CreateIndex
CREATE INDEX "ServiceTicketEntry_ticketId_createdAt_id_idx" ON "ServiceTicketEntry"("ticketId", "createdAt", "id");

-- CreateIndex
CREATE INDEX "Complaint_userId_createdAt_id_idx" ON "Complaint"("userId", "createdAt" DESC, "id");

-- CreateIndex
CREATE INDEX "Complaint_status_createdAt_id_idx" ON "Complaint"("status", "createdAt", "id");

-- CreateIndex
CREATE INDEX "Complaint_targetId_status_idx" ON "Complaint"("targetId", "status");

-- CreateIndex
CREATE INDEX "ChatConversation_userId_status_idx" ON "ChatConversation"("userId", "status");

-- CreateIndex
CREATE INDEX "ChatConversation_status_lastMessageAt_idx" ON "ChatConversation"("status", "lastMessageAt");

-- CreateIndex
CREATE INDEX "ChatConversation_agentId_status_lastMessageAt_idx" ON "ChatConversation"("agentId", "status", "lastMessageAt");

-- CreateIndex
CREATE UNIQUE INDEX "ChatMessage_conversationId_seq_key" ON "ChatMessage"("conversationId", "seq");

-- CreateIndex
CREATE UNIQUE INDEX "ChatMessage_senderId_clientMsgId_key" ON "ChatMessage"("senderId", "clientMsgId");

-- CreateIndex
CREATE INDEX "ChatSocketTicket_expiresAt_idx" ON "ChatSocketTicket"("expiresAt");
