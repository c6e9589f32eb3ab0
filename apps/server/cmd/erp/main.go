// Command erp is the ERP server: PocketBase used as a Go framework.
package main

import (
	"log"

	"erp/server/internal/app"
)

func main() {
	pb := app.New()
	pb.RootCmd.AddCommand(newBackupCommand(pb), newRestoreCommand(pb))
	if err := pb.Start(); err != nil {
		log.Fatal(err)
	}
}
