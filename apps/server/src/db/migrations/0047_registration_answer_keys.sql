ALTER TABLE "registration_answers" ADD COLUMN "question_key" text GENERATED ALWAYS AS (lower(btrim(regexp_replace(question, '\s+', ' ', 'g')))) STORED;--> statement-breakpoint
ALTER TABLE "registration_answers" ADD COLUMN "answer_keys" text[] GENERATED ALWAYS AS (string_to_array(lower(btrim(regexp_replace(regexp_replace(replace(replace(answer, chr(1), chr(2)), ', ', chr(1)),
        '\s+', ' ', 'g'), ' ?\x01 ?', chr(1), 'g'))), chr(1))) STORED;--> statement-breakpoint
CREATE INDEX "registration_answers_question_key_idx" ON "registration_answers" USING btree ("question_key");