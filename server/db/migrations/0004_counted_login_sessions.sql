CREATE TABLE "counted_login_sessions" (
	"user_id" uuid NOT NULL,
	"session_state" text NOT NULL,
	"counted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "counted_login_sessions_user_id_session_state_pk" PRIMARY KEY("user_id","session_state")
);
--> statement-breakpoint
ALTER TABLE "counted_login_sessions" ADD CONSTRAINT "counted_login_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;