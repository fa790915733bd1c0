// Fields Payload adds to every document and global it returns over REST.
export type DocumentMeta = {
  id: string;
  updatedAt: string;
  createdAt: string;
};

// Collections and globals with drafts enabled also return their publication status.
export type PublishStatus = 'draft' | 'published';

export type Drafted = {
  _status?: PublishStatus | null;
};

// Payload gives every array row an id; seed rows carry stable ones.
export type ArrayRow = {
  id?: string | null;
};

// Globals carry an id too, but their dates may be missing until the first save.
export type GlobalMeta = {
  id: string;
  updatedAt?: string | null;
  createdAt?: string | null;
};
